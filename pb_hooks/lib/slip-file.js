// A payment slip's stored name ends in the extension of what the file is, not of what it was
// called (docs/owner-guide.md): PocketBase checks the content against the allowed types (JPEG, PNG,
// WebP, PDF), and this names it after the same signatures, so "payment.bat" holding a PDF is
// stored as "payment_<random>.pdf" and opens as a PDF for the shop.

const SIGNATURES = [
  { ext: "pdf", bytes: [0x25, 0x50, 0x44, 0x46], at: 0 }, // %PDF
  { ext: "png", bytes: [0x89, 0x50, 0x4e, 0x47], at: 0 },
  { ext: "jpg", bytes: [0xff, 0xd8, 0xff], at: 0 },
  { ext: "webp", bytes: [0x57, 0x45, 0x42, 0x50], at: 8 }, // RIFF....WEBP
];

/** The extension the file's first bytes say, or "" when none of the allowed types. */
function detectedExtension(file) {
  const reader = file.reader.open();
  let head = [];
  try {
    head = toBytes(reader, 16);
  } finally {
    reader.close();
  }
  const found = SIGNATURES.find((s) => s.bytes.every((byte, i) => head[s.at + i] === byte));
  return found ? found.ext : "";
}

/** Renames the record's new upload in `field` to end in its detected extension. */
function nameByContent(record, field) {
  const file = record.get(field);
  if (!file || typeof file !== "object" || !file.reader) return;
  const ext = detectedExtension(file);
  if (!ext) return; // not an allowed type: PocketBase's content check refuses it
  file.name = `${file.name.replace(/\.[^._]*$/, "")}.${ext}`;
}

module.exports = { nameByContent };
