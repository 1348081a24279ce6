// Web Push (docs/decisions/0016-pushes-from-a-node-worker.md).
//
// A device's subscription: the browser's PushSubscription.toJSON() as it is, stored by its
// signed-in owner (a customer, a staff member, or the owner as superuser). The endpoint must be
// a push service's (lib/push-endpoints.js: no request forgery), the keys what RFC 8291 needs.
// The app sends it again at each start (they expire and change silently): the same endpoint
// replaces the stored one, an unchanged one answers 200 and writes nothing. An account keeps its
// 10 newest devices.
//
// The push worker (scripts/push-worker.mjs, supervised by `npm start`) keeps the VAPID key pair
// and a shared secret in PB_DATA/push (0600). It asks for due pushes (POST
// /api/shop/push/claim, a long poll) and reports each answer (POST /api/shop/push/results) with
// that secret in X-Push-Worker; lib/push-queue.js makes every database write.
// GET /api/shop/push/key gives the app the public key and the sender (VAPID subject).

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/body-ceiling.js`).refuseOversized(e);
  const subscriptions = require(`${__hooks}/lib/push-subscriptions.js`);
  const existing = subscriptions.prepare(e);
  if (existing) return e.json(200, existing);
  e.next();
  subscriptions.keepNewest(e.app, e.record);
}, "pushsubscriptions");

routerAdd("GET", "/api/shop/push/key", (e) => {
  const worker = require(`${__hooks}/lib/push-worker-files.js`);
  const publicKey = worker.publicKey(e.app);
  e.response.header().set("Cache-Control", "no-store");
  if (!publicKey) {
    return e.json(503, { message: "Notifications are not ready yet. Please try again later." });
  }
  return e.json(200, { publicKey });
});

routerAdd("POST", "/api/shop/push/claim", (e) => {
  const worker = require(`${__hooks}/lib/push-worker-files.js`);
  worker.requireWorker(e);
  const queue = require(`${__hooks}/lib/push-queue.js`);
  const body = e.requestInfo().body || {};
  if (body.prune) queue.pruneSent(e.app);
  const gone = () => {
    try {
      return Boolean(e.request.context().err());
    } catch {
      return false;
    }
  };
  const jobs = queue.claim(e.app, body.waitMs, gone);
  return e.json(200, { subject: worker.vapidSubject(e.app), jobs });
});

routerAdd("POST", "/api/shop/push/results", (e) => {
  require(`${__hooks}/lib/push-worker-files.js`).requireWorker(e);
  const queue = require(`${__hooks}/lib/push-queue.js`);
  const results = e.requestInfo().body?.results;
  for (const result of Array.isArray(results) ? results.slice(0, 100) : []) {
    queue.report(e.app, result);
  }
  return e.json(200, { ok: true });
});
