/// <reference path="../pb_data/types.d.ts" />
// Delivery known before Place order (README: Delivery zones and fees). Products weigh what the
// owner says (weightGrams), else their subcategory's default (defaultWeightGrams), else 500 g.
// The settings record holds the owner's zones: each a list of districts (one with none takes
// the rest of the island), a base fee up to a weight, a fee per started extra kilogram and
// whether cash on delivery is allowed there (off by default). The seeded zones are
// src/shared/delivery.ts DEFAULT_DELIVERY_ZONES. An order stores the fee the server computed
// (shipping, inside total) and how it is paid (paymentMethod), so a later change of fees never
// changes a placed order; its district is part of shippingAddress.
migrate(
  (app) => {
    const products = app.findCollectionByNameOrId("products");
    products.fields.add(
      new NumberField({ name: "weightGrams", min: 0, max: 100000, onlyInt: true }),
    );
    app.save(products);

    const subcategories = app.findCollectionByNameOrId("subcategories");
    subcategories.fields.add(
      new NumberField({ name: "defaultWeightGrams", min: 0, max: 100000, onlyInt: true }),
    );
    app.save(subcategories);

    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.add(new JSONField({ name: "deliveryZones", maxSize: 20000 }));
    app.save(settings);
    const zone = (key, name, districts, baseFee, extraKgFee) => ({
      key,
      name,
      districts,
      baseFee,
      baseWeightKg: 1,
      extraKgFee,
      cashOnDelivery: false,
    });
    for (const record of app.findAllRecords("settings")) {
      record.set("deliveryZones", [
        zone("colombo", "Colombo", ["Colombo"], 350, 80),
        zone("suburbs", "Colombo suburbs", ["Gampaha", "Kalutara"], 400, 100),
        zone("island", "Rest of the island", [], 450, 120),
      ]);
      app.saveNoValidate(record);
    }

    const orders = app.findCollectionByNameOrId("orders");
    orders.fields.add(
      new SelectField({ name: "paymentMethod", values: ["bank", "cod"], maxSelect: 1 }),
    );
    app.save(orders);
  },
  (app) => {
    for (const [collection, field] of [
      ["products", "weightGrams"],
      ["subcategories", "defaultWeightGrams"],
      ["settings", "deliveryZones"],
      ["orders", "paymentMethod"],
    ]) {
      const found = app.findCollectionByNameOrId(collection);
      found.fields.removeByName(field);
      app.save(found);
    }
  },
);
