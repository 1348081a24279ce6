// "Tell me when it's back" (docs/decisions/0180-back-in-stock-once.md): a shopper's request is
// checked and stored by lib/stock-alerts.js; the notices leave when the product is back, from
// products.pb.js's save (every way in: /admin, staff's stock switch, the dashboard, scripts).

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/stock-alerts.js`).subscribe(e);
}, "stockalerts");
