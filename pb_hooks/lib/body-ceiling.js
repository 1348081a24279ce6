// The 1 MiB ceiling for what shoppers send (docs/decisions/0010-body-ceiling.md). The router
// refuses larger bodies before reading them (body-limits.pb.js, with `limit` and `passOn`);
// the submission hooks still check what was parsed (`refuseOversized`), a second line behind it.

const LIMIT_BYTES = 1024 * 1024;
/** A payment slip: its file (at most 5 MiB, migration 1763800150) and the usual ceiling. */
const SLIP_LIMIT_BYTES = LIMIT_BYTES + 5 * 1024 * 1024;
/** A custom request: its 3 photos (at most 2 MiB each, migration 1763801100) and the ceiling. */
const REQUEST_PHOTOS_BYTES = 3 * 2 * 1024 * 1024;
const REQUEST_LIMIT_BYTES = LIMIT_BYTES + REQUEST_PHOTOS_BYTES;
/** A refund's unboxing video (the owner's only, at most 50 MiB, migration 1763801800). */
const VIDEO_BYTES = 50 * 1024 * 1024;
/** Store key of PocketBase's own routes, as they were before the shop's (body-limits.pb.js). */
const POCKETBASE_ROUTES = "shop.pocketbaseRoutes";
const LIMIT_ID = "shopBodyLimit";

/**
 * PocketBase's native body limit (0 = none) under the shop's own id: a route's own limit of
 * this id replaces the router-wide one, PocketBase's (id pbBodyLimit) never does.
 * @param {number} bytes
 */
function limit(bytes) {
  const handler = $apis.bodyLimit(bytes);
  handler.id = LIMIT_ID;
  return handler;
}

/**
 * Superusers go on at PocketBase's own limit; anyone else at the 1 MiB ceiling.
 * @param {core.RequestEvent} e
 */
function ceilingUnlessSuperuser(e) {
  if (e.hasSuperuserAuth()) return e.next();
  return limit(LIMIT_BYTES).func(e);
}

/**
 * A custom request: the ceiling plus its photos' allowance for a file upload (multipart), the
 * plain ceiling for anything else, so a JSON body is never read past 1 MiB.
 * @param {core.RequestEvent} e
 */
function requestCeiling(e) {
  const multipart = (e.request.header.get("Content-Type") || "").startsWith("multipart/form-data");
  return limit(multipart ? REQUEST_LIMIT_BYTES : LIMIT_BYTES).func(e);
}

/**
 * A step on an order: the owner's file upload (a refund's video) may add the video's bytes to
 * the ceiling; staff, and any JSON body, get the plain ceiling.
 * @param {core.RequestEvent} e
 */
function actionCeiling(e) {
  const multipart = (e.request.header.get("Content-Type") || "").startsWith("multipart/form-data");
  const video = multipart && e.hasSuperuserAuth();
  return limit(video ? LIMIT_BYTES + VIDEO_BYTES : LIMIT_BYTES).func(e);
}

/**
 * Hands the request to PocketBase's own route for it (a route of ours took it first).
 * @param {core.RequestEvent} e
 */
function passOn(e) {
  e.app.store().get(POCKETBASE_ROUTES).serveHTTP(e.response, e.request);
}

/**
 * Refuses a body over the ceiling; `fileBytes` is what the collection's files may add to it
 * (a custom request's photos), the fields themselves stay within the ceiling.
 * @param {{ requestEvent: core.RequestEvent }} e
 * @param {number} [fileBytes]
 */
function refuseOversized(e, fileBytes = 0) {
  // the request event is embedded in the record events under its type name
  const request = e.requestEvent;
  const declared = request.request.contentLength;
  const tooLarge =
    declared > LIMIT_BYTES + fileBytes ||
    (declared <= LIMIT_BYTES + fileBytes &&
      JSON.stringify(request.requestInfo().body || {}).length > LIMIT_BYTES);
  if (tooLarge) throw new ApiError(413, "Request entity too large.");
}

module.exports = {
  refuseOversized,
  limit,
  ceilingUnlessSuperuser,
  requestCeiling,
  actionCeiling,
  passOn,
  LIMIT_BYTES,
  SLIP_LIMIT_BYTES,
  REQUEST_PHOTOS_BYTES,
  REQUEST_LIMIT_BYTES,
  VIDEO_BYTES,
  POCKETBASE_ROUTES,
};
