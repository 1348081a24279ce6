/// <reference path="../../pb_data/types.d.ts" />

/** The sync's page size: the most catalogue records a non-superuser gets in one request. */
const MAX_PER_PAGE = 500;
const CATALOGUE = ["categories", "subcategories", "products", "settings", "tombstones"];

/** Refuses reads that would make the server do work no screen of the shop needs. */
function checkRead(e, isList) {
  // the request event is embedded in the record events under its type name
  const request = e.requestEvent;
  request.response
    .header()
    .set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  if (request.hasSuperuserAuth()) return;
  const query = request.request.url.query();
  const expand = query.get("expand");
  if (expand) {
    for (const path of expand.split(",")) {
      if (path.includes("_via_")) {
        throw new BadRequestError("Expanding back-relations (_via_) is not allowed.");
      }
      if (path.split(".").length > 1) {
        throw new BadRequestError("Expanding more than one relation deep is not allowed.");
      }
    }
  }
  for (const param of ["filter", "sort"]) {
    if ((query.get(param) || "").includes("_via_")) {
      throw new BadRequestError(
        `Filtering or sorting through back-relations (_via_) is not allowed.`,
      );
    }
  }
  if (isList && CATALOGUE.includes(e.collection.name)) {
    const perPage = Number(query.get("perPage") || 0);
    if (perPage > MAX_PER_PAGE) {
      throw new BadRequestError(`perPage must be at most ${MAX_PER_PAGE}.`);
    }
  }
}

module.exports = { checkRead, MAX_PER_PAGE };
