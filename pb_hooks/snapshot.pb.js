// GET /api/shop/catalogue-snapshot: the whole public catalogue in one response (lib/snapshot.js),
// for a device's first pull. It holds exactly what the record API lists to a guest (every
// catalogue collection is public; a record's JSON leaves out hidden fields). The ETag is the
// catalogue's version: a cache or the browser revalidates and gets 304 until it changes.

routerAdd("GET", "/api/shop/catalogue-snapshot", (e) => {
  const { snapshot, source } = require(`${__hooks}/lib/snapshot.js`).current(e.app);
  const etag = `"${snapshot.version}"`;
  const headers = e.response.header();
  // held, built, or previous (the new one is being built): for operators, like a cache's X-Cache
  headers.set("X-Snapshot", source);
  headers.set("ETag", etag);
  headers.set("Cache-Control", "no-cache");
  headers.set("Vary", "Accept-Encoding");
  headers.set("Content-Security-Policy", "default-src 'none'");
  if (e.request.header.get("If-None-Match") === etag) return e.noContent(304);
  const accepts = e.request.header.get("Accept-Encoding") || "";
  if (snapshot.gzip && /\bgzip\b/.test(accepts)) {
    headers.set("Content-Encoding", "gzip");
    return e.blob(200, "application/json", snapshot.gzip);
  }
  headers.set("Content-Type", "application/json");
  return e.string(200, snapshot.body);
});

// Any write to the catalogue (dashboard, import, seed, hooks) drops the held snapshot.
const CATALOGUE = [...require(`${__hooks}/lib/snapshot.js`).COLLECTIONS, "tombstones"];
/** @param {core.ModelEvent} e */
const dropSnapshot = (e) => {
  require(`${__hooks}/lib/snapshot.js`).invalidate(e.app);
  e.next();
};
onModelAfterCreateSuccess(dropSnapshot, ...CATALOGUE);
onModelAfterUpdateSuccess(dropSnapshot, ...CATALOGUE);
onModelAfterDeleteSuccess(dropSnapshot, ...CATALOGUE);
