/// <reference path="../pb_data/types.d.ts" />
// Who took an order action, as the server knows them ("staff:ID" or "_superusers:ID"), beside
// the name the history shows: an action's clientId is answered again only for the same person,
// order and kind of action (pb_hooks/order-actions.pb.js). Hidden: the app shows `by`.
migrate(
  (app) => {
    const actions = app.findCollectionByNameOrId("orderactions");
    actions.fields.add(new TextField({ name: "byId", max: 100, hidden: true }));
    app.save(actions);
  },
  (app) => {
    const actions = app.findCollectionByNameOrId("orderactions");
    actions.fields.removeByName("byId");
    app.save(actions);
  },
);
