// Quotes for custom requests (docs/decisions/0200-a-custom-request-becomes-a-quote.md).
// Created from /admin by the owner or staff (who answer requests): the stored quote is built by
// lib/quotes.js from the checked fields, never from what else the request carried. The
// customer declines through the route below; accepting is placing the order that names the
// quote (lib/orders.js), so one transaction stores the order and marks the quote used.

onRecordCreateRequest((e) => {
  const who = e.auth?.collection().name;
  if (!e.auth || (who !== "staff" && !e.auth.isSuperuser())) {
    throw new ForbiddenError("Only the shop sends quotes.");
  }
  require(`${__hooks}/lib/body-ceiling.js`).refuseOversized(e);
  // the photo's checks run here, on the sent record, before it is replaced (hook files load
  // in no fixed order)
  require(`${__hooks}/lib/upload-check.js`).checkUploads(e);
  const body = e.requestInfo().body;
  const photo = e.record.getUnsavedFiles("photo")[0];
  e.record = require(`${__hooks}/lib/quotes.js`).newQuote(e.app, e.collection, body, e.auth);
  if (photo) e.record.set("photo", photo);
  e.next();
}, "quotes");

// The customer hears of it (push and mail, in their language) once it is stored.
onRecordAfterCreateSuccess((e) => {
  e.next();
  require(`${__hooks}/lib/quote-notices.js`).quoteSent(e.app, e.record);
}, "quotes");

routerAdd(
  "POST",
  "/api/shop/quotes/{id}/decline",
  (e) => {
    const quote = require(`${__hooks}/lib/quotes.js`).decline(
      e.app,
      e.auth?.id || "",
      e.request.pathValue("id"),
    );
    return e.json(200, quote);
  },
  $apis.requireAuth("users"),
);

// A quote's secret link, claimed by whoever opens it signed in (lib/quote-claims.js).
routerAdd("POST", "/api/shop/quotes/claim", (e) => {
  const body = e.requestInfo().body;
  const token = typeof body.token === "string" ? body.token : "";
  const quote = require(`${__hooks}/lib/quote-claims.js`).claim(e.app, e.auth, token);
  return e.json(200, quote);
});

// The secret is hidden from customers (the claimer too: they hold the link already); staff
// read it to send the link on WhatsApp. Superusers read hidden fields anyway.
onRecordEnrich((e) => {
  if (e.requestInfo?.auth?.collection().name === "staff") e.record.unhide("token");
  e.next();
}, "quotes");
