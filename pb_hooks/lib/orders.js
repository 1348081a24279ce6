// The server's side of placing an order: every price, total and availability decision is made
// here from the stored catalogue; nothing the client says about money, status or ownership is
// trusted. The rules themselves (unit limit, order number, image path, field checks) are the
// app's own, from lib/shared.js.

/**
 * @param {string} code
 * @param {string} message
 */
function itemError(code, message) {
  return new BadRequestError("Failed to create record.", {
    items: new ValidationError(code, message),
  });
}

/**
 * @param {CoreApp} app
 * @param {string} collection
 * @param {unknown} id
 */
function findOrNull(app, collection, id) {
  if (typeof id !== "string" || id === "") return null;
  try {
    return app.findRecordById(collection, id);
  } catch (_) {
    // not found (or a malformed id): the caller refuses it by name
    return null;
  }
}

/**
 * What a customer may send when placing an order, read from the create request's record as
 * plain values: clientId, orderNumber, items, customerInfo, shippingAddress and paymentMethod.
 * Nothing else the request carried is ever read (a shipping fee or total it sends included).
 * @param {core.Record} record
 */
function readOrderBody(record) {
  const v = require(`${__hooks}/lib/validate.js`);
  return {
    clientId: record.getString("clientId"),
    orderNumber: record.getString("orderNumber"),
    items: v.readJson(record, "items"),
    customerInfo: v.readJson(record, "customerInfo"),
    shippingAddress: v.readJson(record, "shippingAddress"),
    paymentMethod: record.getString("paymentMethod"),
    // an accepted quote: its one line is priced from the stored quote (lib/quotes.js)
    quote: record.getString("quote"),
  };
}

/**
 * First image of a product as the app maps it (uploaded files first, links in webp form).
 * @param {core.Record} product
 * @returns {string}
 */
function firstImage(product) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const files = product.getStringSlice("images");
  if (files.length > 0) return `/api/files/products/${product.id}/${files[0]}`;
  const urls = require(`${__hooks}/lib/validate.js`).readJson(product, "imageUrls");
  return Array.isArray(urls) && typeof urls[0] === "string" ? shared.toWebp(urls[0]) : "";
}

/**
 * Unit price of one line: the option's value when an option is chosen, else the product price.
 * @param {core.Record} product
 * @param {string | null} option
 * @returns {number}
 */
function unitPrice(product, option) {
  const options = require(`${__hooks}/lib/validate.js`).readJson(product, "options");
  const list = Array.isArray(options) ? options : [];
  const { refusals } = require(`${__hooks}/lib/shared.js`);
  const name = product.getString("name");
  if (list.length === 0) {
    if (option !== null) throw itemError("invalid_option", refusals.noOptions(name));
    return product.getFloat("price");
  }
  if (option === null) throw itemError("invalid_option", refusals.chooseOption(name));
  const match = list.find((o) => o && o.label === option);
  if (!match || typeof match.value !== "number") {
    throw itemError("invalid_option", refusals.noSuchOption(name, option));
  }
  return match.value;
}

/**
 * A unit's weight in kg, as the checkout shows it (src/shared/delivery.ts, unitWeightKg).
 * @param {CoreApp} app
 * @param {core.Record} product
 */
function weightKg(app, product) {
  const { unitWeightKg } = require(`${__hooks}/lib/shared.js`);
  const subcategory = () => findOrNull(app, "subcategories", product.getString("subcategory"));
  return unitWeightKg(product.getInt("weightGrams"), () =>
    subcategory()?.getInt("defaultWeightGrams"),
  );
}

/**
 * Checks a product can be bought now: not hidden, enabled category and subcategory, in stock.
 * @param {CoreApp} app
 * @param {core.Record} product
 */
function assertAvailable(app, product) {
  const { refusals } = require(`${__hooks}/lib/shared.js`);
  const name = product.getString("name");
  // hidden: kept by the owner, not sold (a cart that held it from before is refused here)
  if (product.getBool("hidden"))
    throw itemError("product_unavailable", refusals.notAvailable(name));
  if (product.getBool("outOfStock")) {
    throw itemError("product_out_of_stock", refusals.outOfStock(name));
  }
  const category = findOrNull(app, "categories", product.getString("category"));
  const subcategory = findOrNull(app, "subcategories", product.getString("subcategory"));
  if (!category?.getBool("isEnabled") || !subcategory?.getBool("isEnabled")) {
    throw itemError("product_unavailable", refusals.notAvailable(name));
  }
}

/**
 * Turns the client's lines ({product, option, quantity}) into priced order items, merging
 * lines of the same product and option. Throws a 400 on anything the shop cannot sell.
 * @param {CoreApp} app
 * @param {unknown} lines
 */
function priceItems(app, lines) {
  const { MAX_ORDER_LINES, MAX_UNITS_PER_LINE, refusals } = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  if (!Array.isArray(lines) || lines.length === 0) {
    throw itemError("validation_required", refusals.ORDER_EMPTY);
  }
  if (lines.length > MAX_ORDER_LINES) {
    throw itemError("too_many_items", refusals.TOO_MANY_LINES);
  }
  /** @type {{ id: string, name: string, image: string, option: string | null, quantity: number, price: number, total: number, weightKg: number }[]} */
  const merged = [];
  for (const line of lines) {
    const l = v.isPlainObject(line) ? line : {};
    const option = typeof l.option === "string" && l.option !== "" ? l.option : null;
    const quantity = l.quantity;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_UNITS_PER_LINE) {
      throw itemError("invalid_quantity", refusals.QUANTITY_OUT_OF_RANGE);
    }
    const product = findOrNull(app, "products", l.product);
    if (!product) throw itemError("product_not_found", refusals.PRODUCT_GONE);
    assertAvailable(app, product);
    const price = unitPrice(product, option);
    const same = merged.find((m) => m.id === product.id && m.option === option);
    if (same) {
      same.quantity += quantity;
    } else {
      merged.push({
        id: product.id,
        name: product.getString("name"),
        image: firstImage(product),
        option,
        quantity,
        price,
        total: 0,
        weightKg: weightKg(app, product),
      });
    }
  }
  for (const item of merged) {
    if (item.quantity > MAX_UNITS_PER_LINE) {
      throw itemError("too_many_items", refusals.tooManyOf(item.name));
    }
    item.total = item.price * item.quantity;
  }
  return merged;
}

/**
 * Keeps the client's order number when well formed and unused, else draws a fresh one.
 * @param {CoreApp} app
 * @param {unknown} proposed
 * @returns {string}
 */
function orderNumber(app, proposed) {
  const { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_PATTERN } = require(`${__hooks}/lib/shared.js`);
  /** @param {string} n */
  const taken = (n) => {
    try {
      app.findFirstRecordByData("orders", "orderNumber", n);
      return true;
    } catch (_) {
      // not found: the number is free
      return false;
    }
  };
  if (typeof proposed === "string" && ORDER_NUMBER_PATTERN.test(proposed) && !taken(proposed)) {
    return proposed;
  }
  for (let i = 0; i < 20; i++) {
    const n = `ORDER-${$security.randomStringWithAlphabet(6, ORDER_NUMBER_ALPHABET)}`;
    if (!taken(n)) return n;
  }
  throw new ApiError(500, "Could not assign an order number.");
}

/**
 * The delivery fee and payment method of a new order, decided here from the owner's zones in
 * settings and the products' weights (src/shared/delivery.ts); the fee a client shows is never
 * read. Stored on the order, so a later change of fees never changes it.
 * @param {CoreApp} app
 * @param {string} district
 * @param {string} paymentMethod
 * @param {{ quantity: number, weightKg: number }[]} items
 */
function delivery(app, district, paymentMethod, items) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  let settings = null;
  try {
    settings = app.findFirstRecordByFilter("settings", "id != ''");
  } catch (_) {
    // no settings record yet: the default zones and no free shipping
  }
  const decided = shared.decideDelivery({
    district,
    paymentMethod,
    lines: items.map((item) => ({ quantity: item.quantity, weightKg: item.weightKg })),
    zones: settings ? v.readJson(settings, "deliveryZones") : null,
    freeShippingUntil: settings ? settings.getString("freeShippingUntil") : "",
    nowMs: Date.now(),
  });
  if (decided.ok) return decided.values;
  const error = new ValidationError("validation_delivery", decided.message);
  throw new BadRequestError(
    "Failed to create record.",
    decided.field === "district"
      ? { shippingAddress: { district: error } }
      : { paymentMethod: error },
  );
}

/**
 * The order to store, built from scratch out of what the customer sent (`sent`, from
 * readOrderBody): checked fields, priced items and the server's own values for the rest. The
 * one path of every order: a customer's checkout, and one the shop enters for a customer
 * (lib/shop-orders.js), whose `user` is the account of the customer's email, or null when
 * they have none (then the order is named by what was entered for them).
 * @param {CoreApp} app
 * @param {core.Collection} collection
 * @param {core.Record | null} user
 * @param {ReturnType<typeof readOrderBody>} sent
 * @param {boolean} [byShop] entered by the shop: its quote rule is lib/quotes.js shopQuote's
 */
function newOrder(app, collection, user, sent, byShop = false) {
  const shared = require(`${__hooks}/lib/shared.js`);
  const v = require(`${__hooks}/lib/validate.js`);
  const parts = v.valuesOrThrow(shared.checkOrderParts(sent.customerInfo, sent.shippingAddress));
  const quoted = sent.quote
    ? require(`${__hooks}/lib/quotes.js`).quoteLine(app, user, sent.quote, byShop)
    : null;
  const weighed = quoted ? [quoted.line] : priceItems(app, sent.items);
  const items = weighed.map(({ weightKg: _, ...item }) => item);
  const subTotal = items.reduce((sum, item) => sum + item.total, 0);
  const paid = delivery(app, parts.shippingAddress.district, sent.paymentMethod, weighed);
  const order = new Record(collection);
  order.set("clientId", sent.clientId);
  order.set("orderNumber", orderNumber(app, sent.orderNumber));
  order.set("items", items);
  order.set("customerInfo", parts.customerInfo);
  order.set("shippingAddress", parts.shippingAddress);
  order.set("subTotal", subTotal);
  order.set("shipping", paid.shipping);
  order.set("total", subTotal + paid.shipping);
  order.set("paymentMethod", paid.paymentMethod);
  order.set("status", "Confirmed");
  order.set("statusHistory", [{ status: "Confirmed", note: "", at: new Date().toISOString() }]);
  const who = parts.customerInfo;
  order.set("user", user ? user.id : "");
  order.set("userName", user ? user.getString("name") : `${who.firstName} ${who.lastName}`);
  order.set("userEmail", user ? user.email() : who.email);
  if (quoted) {
    // the order's id, known before it is stored, so the quote is marked used in the same
    // transaction (a second order with the same quote finds it used)
    order.set("id", $security.randomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789"));
    order.set("quote", quoted.quote.id);
    require(`${__hooks}/lib/quotes.js`).markAccepted(app, quoted.quote, order.id);
  }
  return order;
}

module.exports = { readOrderBody, newOrder, priceItems, orderNumber };
