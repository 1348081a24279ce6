// What the hooks read of the push worker's files in PB_DATA/push (scripts/push-worker.mjs makes
// them on its first start, readable by the shop's user only): vapid.json, the VAPID key pair that
// signs every push (the browsers' subscriptions are bound to its public key: docs/operations.md
// says how to back it up), and worker-secret, which the worker sends with each request to
// push.pb.js.

function folder(app) {
  return `${app.dataDir()}/push`;
}

function readText(path) {
  try {
    return toString($os.readFile(path));
  } catch {
    return "";
  }
}

/** The VAPID public key (base64url) the app subscribes with, or "" before the worker made it. */
function publicKey(app) {
  try {
    const keys = JSON.parse(readText(`${folder(app)}/vapid.json`));
    return typeof keys.publicKey === "string" ? keys.publicKey : "";
  } catch {
    return "";
  }
}

/** Refuses (401) a request without the worker's secret; compared as HMACs, in constant time. */
function requireWorker(e) {
  const secret = readText(`${folder(e.app)}/worker-secret`).trim();
  const sent = e.request.header.get("X-Push-Worker") || "";
  const key = $security.randomString(32);
  if (!secret || $security.hs256(sent, key) !== $security.hs256(secret, key)) {
    throw new UnauthorizedError("Only the shop's push worker may do this.");
  }
}

/** True for a host a push service would refuse as a contact (Apple refuses localhost). */
function isLocalHost(host) {
  return /^(localhost|127\.|0\.0\.0\.0|\[?::1\]?$)|\.local$|\.localhost$/i.test(host);
}

/**
 * The VAPID subject: how a push service reaches the shop. The shop's inbox (SHOP_EMAIL), else its
 * sender address (MAIL_SENDER), as mailto:, else its https address (APP_URL); "" when none is a
 * real address, and the worker then sends nothing (the start command says so).
 */
function vapidSubject(app) {
  const candidates = [$os.getenv("SHOP_EMAIL"), $os.getenv("MAIL_SENDER")];
  for (const address of candidates) {
    const match = /^[^\s@<>]+@([^\s@<>]+\.[^\s@<>]+)$/.exec((address || "").trim());
    if (match && !isLocalHost(match[1])) return `mailto:${address.trim()}`;
  }
  const url = app.settings().meta.appURL || "";
  const https = /^https:\/\/([^/:]+)/i.exec(url);
  if (https && !isLocalHost(https[1])) return url.replace(/\/+$/, "");
  return "";
}

module.exports = { publicKey, requireWorker, vapidSubject };
