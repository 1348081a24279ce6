// Uploads never make the server decode a photo (api-uploads.pb.js):
// - `refusal`: a new upload whose header declares more pixels than src/shared/image-size.ts
//   allows, or no readable size, is refused with a sentence; the type comes from its bytes; an
//   attachment (a shopper's slip or request photos, a refund's unboxing video) also by its
//   type, bytes and count, in words (src/shared/attachments.ts);
// - `writePreviews`: PocketBase makes a `?thumb=` thumbnail by decoding the whole stored photo
//   on the first request, unless the thumbnail's file already exists. Every stored file gets
//   its thumbnail files at once: a plain grey square (the dashboard's preview; the shop's own
//   screens use the image worker's variants or the file itself), so no request decodes.

/** A 100x100 light grey PNG (126 bytes). */
const PREVIEW = [
  137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 100, 0, 0, 0, 100, 8, 3, 0,
  0, 0, 71, 60, 101, 102, 0, 0, 0, 3, 80, 76, 84, 69, 229, 229, 229, 251, 58, 62, 207, 0, 0, 0, 9,
  112, 72, 89, 115, 0, 0, 3, 232, 0, 0, 3, 232, 1, 181, 123, 82, 107, 0, 0, 0, 33, 73, 68, 65, 84,
  104, 222, 237, 193, 129, 0, 0, 0, 0, 195, 160, 249, 83, 95, 225, 0, 85, 1, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 143, 1, 39, 116, 0, 1, 184, 55, 60, 21, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130,
];

/**
 * The first bytes of an uploaded file, read without keeping the rest.
 * @param {filesystem.File} file
 * @param {number} maxBytes
 */
function head(file, maxBytes) {
  const reader = file.reader.open();
  try {
    return toBytes(reader, maxBytes);
  } finally {
    reader.close();
  }
}

/**
 * The attachments, each field with its rule (src/shared/attachments.ts): their refusals are
 * the rule's sentences, never PocketBase's own text, which names the stored file. Every other
 * file field gets the general pixel check.
 * @type {{ [collection: string]: { [field: string]: "SLIP_RULE" | "REQUEST_PHOTO_RULE" | "VIDEO_RULE" } }}
 */
const ATTACHMENT_RULES = {
  paymentslips: { file: "SLIP_RULE" },
  customorders: { photos: "REQUEST_PHOTO_RULE" },
  orderactions: { video: "VIDEO_RULE" },
};

/**
 * Why the new uploads of one field must be refused, in words, or "".
 * @param {core.RecordRequestEvent} e
 * @param {string} field
 */
function fieldProblem(e, field) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const files = e.record.getUnsavedFiles(field).filter((file) => !!file);
  const ruleName = ATTACHMENT_RULES[e.collection.name]?.[field];
  const rule = ruleName ? shared[ruleName] : undefined;
  if (rule && files.length > rule.maxFiles) return rule.tooMany;
  for (const file of files) {
    const bytes = head(file, shared.IMAGE_HEAD_BYTES);
    const problem = rule
      ? shared.attachmentProblem(bytes, file.size, rule)
      : shared.uploadProblem(bytes);
    if (problem) return problem;
  }
  return "";
}

/**
 * A 400 naming the field when a new upload of `e.record` breaks its limits (a shopper's
 * attachment: type by content, bytes, pixels, count; any other photo: pixels), or null.
 * @param {core.RecordRequestEvent} e
 */
function refusal(e) {
  /** @type {{ [field: string]: ValidationError }} */
  const errors = {};
  let first = "";
  for (const field of e.collection.fields) {
    if (field.type() !== "file") continue;
    const problem = fieldProblem(e, field.getName());
    if (!problem) continue;
    const attachment = !!ATTACHMENT_RULES[e.collection.name]?.[field.getName()];
    errors[field.getName()] = new ValidationError(
      attachment ? "attachment_refused" : "image_too_large",
      problem,
    );
    first = first || problem;
  }
  return first ? new BadRequestError(first, errors) : null;
}

/**
 * Throws refusal(e), for a hook that takes uploads of its own.
 * @param {core.RecordRequestEvent} e
 */
function checkUploads(e) {
  const error = refusal(e);
  if (error) throw error;
}

/**
 * Writes the thumbnail files PocketBase would otherwise make, for every file of `record`.
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function writePreviews(app, record) {
  const fields = [];
  for (const field of record.collection().fields) if (field.type() === "file") fields.push(field);
  if (fields.length === 0) return;
  const fs = app.newFilesystem();
  try {
    for (const field of fields) {
      const sizes = ["100x100"].concat(field.thumbs || []);
      for (const name of record.getStringSlice(field.getName())) {
        for (const size of sizes) {
          const key = `${record.baseFilesPath()}/thumbs_${name}/${size}_${name}`;
          if (!fs.exists(key)) fs.upload(PREVIEW, key);
        }
      }
    }
  } finally {
    fs.close();
  }
}

module.exports = { refusal, checkUploads, writePreviews };
