/// <reference path="../../pb_data/types.d.ts" />
// referenceLinks is an optional list of strings (no check on their content); we only
// bound its shape and size so a hostile client cannot store arbitrary JSON.

const v = require(`${__hooks}/lib/validate.js`);

const MAX_LINKS = 10;
const MAX_LINK_LENGTH = 2000;

/** Returns the cleaned list (blank entries dropped) or throws 400 on data.referenceLinks. */
function checkReferenceLinks(record) {
  const raw = v.readJson(record, "referenceLinks");
  if (raw === null) return [];
  const fail = (message) => {
    throw new BadRequestError("Failed to create record.", {
      referenceLinks: new ValidationError("validation_invalid_links", message),
    });
  };
  if (!Array.isArray(raw)) fail("Reference links must be a list of links.");
  if (raw.some((link) => typeof link !== "string")) fail("Each reference link must be text.");
  const links = raw.map((link) => link.trim()).filter((link) => link !== "");
  if (links.length > MAX_LINKS) fail(`At most ${MAX_LINKS} reference links.`);
  if (links.some((link) => link.length > MAX_LINK_LENGTH)) fail("A reference link is too long.");
  return links;
}

module.exports = { checkReferenceLinks };
