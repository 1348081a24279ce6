/// <reference path="../pb_data/types.d.ts" />
// A quote's secret link (docs/decisions/0230-a-guests-quote-by-its-link.md): `/quote/TOKEN`, sent
// on WhatsApp to whoever asked without an account, who signs in and claims it
// (pb_hooks/lib/quote-claims.js). The secret is hidden: only staff read it (pb_hooks/quotes.pb.js
// unhides it for them) and nobody can filter by it. Quotes stored before get one here.
// The read rules now name the customer: `user = @request.auth.id` alone also matched a guest
// (no auth, "") against every quote nobody has claimed, so a guest could list them.
migrate(
  (app) => {
    const rule = `(user != "" && user = @request.auth.id) || @request.auth.collectionName = "staff"`;
    const quotes = app.findCollectionByNameOrId("quotes");
    quotes.listRule = rule;
    quotes.viewRule = rule;
    quotes.fields.add(new TextField({ name: "token", max: 64, hidden: true }));
    quotes.addIndex("idx_quotes_token", true, "token", "token != ''");
    app.save(quotes);
    for (const quote of app.findAllRecords("quotes")) {
      quote.set("token", $security.randomString(32));
      app.saveNoValidate(quote);
    }
  },
  (app) => {
    const rule = `user = @request.auth.id || @request.auth.collectionName = "staff"`;
    const quotes = app.findCollectionByNameOrId("quotes");
    quotes.listRule = rule;
    quotes.viewRule = rule;
    quotes.removeIndex("idx_quotes_token");
    quotes.fields.removeByName("token");
    app.save(quotes);
  },
);
