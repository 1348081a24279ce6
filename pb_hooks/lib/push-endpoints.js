// Where the shop may send a push (docs/decisions/0016-pushes-from-a-node-worker.md). A
// subscription's endpoint is a URL the browser chose; stored as it is, it would let anyone make the
// server POST to any address (server-side request forgery). So only the push services' HTTPS
// origins pass, checked when a subscription is stored (push.pb.js) and again by the worker before
// each send (scripts/push-worker.mjs loads this same file). PUSH_ENDPOINT_ALLOW (comma-separated
// origins) adds origins for the test suite's local push service only; the start command warns about
// it. Plain string parsing: the hooks' runtime has no URL class.

/** Hosts of the push services: exact names, and suffixes for the services with many hosts. */
const PUSH_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com"];
const PUSH_HOST_SUFFIXES = [".push.apple.com", ".notify.windows.com"];

/** https://host[:port] of a URL, lower-cased, or "" when it is not a plain https URL. */
function originOf(endpoint) {
  const match = /^https:\/\/([a-z0-9.-]+)(:\d{1,5})?(\/[^\s#]*)?$/i.exec(String(endpoint || ""));
  if (!match) return "";
  const host = match[1].toLowerCase();
  if (host.startsWith(".") || host.endsWith(".") || host.includes("..")) return "";
  const port = match[2] && match[2] !== ":443" ? match[2] : "";
  return `https://${host}${port}`;
}

/** The extra origins of PUSH_ENDPOINT_ALLOW (test-only), normalised like endpoints. */
function extraOrigins(allow) {
  return String(allow || "")
    .split(",")
    .map((origin) => originOf(origin.trim()))
    .filter(Boolean);
}

/**
 * True when a push may go to this endpoint: https, a push service's host on the default port
 * (or an origin of `allow`, the PUSH_ENDPOINT_ALLOW value), no user name, no fragment.
 */
function isAllowedEndpoint(endpoint, allow) {
  const origin = originOf(endpoint);
  if (!origin) return false;
  if (extraOrigins(allow).includes(origin)) return true;
  const host = origin.slice("https://".length);
  if (host.includes(":")) return false;
  return (
    PUSH_HOSTS.includes(host) ||
    PUSH_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)
  );
}

module.exports = { isAllowedEndpoint, extraOrigins };
