// The 1 MiB ceiling for what shoppers send (README: Decisions, "Body ceiling"). Router-wide,
// PocketBase's native body limit refuses larger bodies before reading them (app-delivery.pb.js);
// record create and update routes size their own limit from the collection's file fields
// (32 MB and up), so their hooks check again here: the declared length first, then what was
// parsed (a streamed body declares none). Nothing is stored either way.

const LIMIT_BYTES = 1024 * 1024;

function refuseOversized(e) {
  // the request event is embedded in the record events under its type name
  const request = e.requestEvent;
  const declared = request.request.contentLength;
  const parsed =
    declared > LIMIT_BYTES ? declared : JSON.stringify(request.requestInfo().body || {}).length;
  if (parsed > LIMIT_BYTES) throw new ApiError(413, "Request entity too large.");
}

module.exports = { refuseOversized, LIMIT_BYTES };
