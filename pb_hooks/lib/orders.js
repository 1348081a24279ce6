/// <reference path="../../pb_data/types.d.ts" />
// The server's side of placing an order: every price, total and availability decision is made
// here from the stored catalogue; nothing the client says about money is trusted.

const v = require(`${__hooks}/lib/validate.js`);

const MAX_LINES = 50;
const MAX_PER_PRODUCT_OPTION = 5;
const ORDER_NUMBER_PATTERN = /^ORDER-[A-Z0-9]{6}$/;
const ORDER_NUMBER_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

function itemError(code, message) {
  return new BadRequestError("Failed to create record.", {
    items: new ValidationError(code, message),
  });
}

function findOrNull(app, collection, id) {
  if (typeof id !== "string" || id === "") return null;
  try {
    return app.findRecordById(collection, id);
  } catch (_) {
    return null;
  }
}

/** First image of a product as a URL the app can load from the same origin. */
function firstImage(product) {
  const files = product.get("images");
  if (files && files.length > 0) return `/api/files/products/${product.id}/${files[0]}`;
  const urls = v.readJson(product, "imageUrls");
  return Array.isArray(urls) && typeof urls[0] === "string" ? urls[0] : "";
}

/** Unit price of one line: the option's value when an option is chosen, else the product price. */
function unitPrice(product, option) {
  const options = v.readJson(product, "options");
  const list = Array.isArray(options) ? options : [];
  const name = product.getString("name");
  if (list.length === 0) {
    if (option !== null) throw itemError("invalid_option", `${name} has no options.`);
    return product.getFloat("price");
  }
  if (option === null) throw itemError("invalid_option", `Choose an option for ${name}.`);
  const match = list.find((o) => o && o.label === option);
  if (!match || typeof match.value !== "number") {
    throw itemError("invalid_option", `${name} has no option "${option}".`);
  }
  return match.value;
}

/** Checks a product can be bought now: enabled category and subcategory, in stock. */
function assertAvailable(app, product) {
  const name = product.getString("name");
  if (product.getBool("outOfStock")) {
    throw itemError("product_out_of_stock", `${name} is out of stock.`);
  }
  const category = findOrNull(app, "categories", product.getString("category"));
  const subcategory = findOrNull(app, "subcategories", product.getString("subcategory"));
  if (!category?.getBool("isEnabled") || !subcategory?.getBool("isEnabled")) {
    throw itemError("product_unavailable", `${name} is not available.`);
  }
}

/**
 * Turns the client's lines ({product, option, quantity}) into priced order items, merging
 * lines of the same product and option. Throws a 400 on anything the shop cannot sell.
 */
function priceItems(app, lines) {
  if (!Array.isArray(lines) || lines.length === 0) {
    throw itemError("validation_required", "Your cart is empty.");
  }
  if (lines.length > MAX_LINES) {
    throw itemError("too_many_items", `An order holds at most ${MAX_LINES} lines.`);
  }
  const merged = [];
  for (const line of lines) {
    const l = v.isPlainObject(line) ? line : {};
    const option = typeof l.option === "string" && l.option !== "" ? l.option : null;
    const quantity = l.quantity;
    if (
      typeof quantity !== "number" ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > 5
    ) {
      throw itemError("invalid_quantity", "Quantity must be a whole number from 1 to 5.");
    }
    const product = findOrNull(app, "products", l.product);
    if (!product) throw itemError("product_not_found", "A product in your cart no longer exists.");
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
      });
    }
  }
  for (const item of merged) {
    if (item.quantity > MAX_PER_PRODUCT_OPTION) {
      throw itemError(
        "too_many_items",
        `Maximum ${MAX_PER_PRODUCT_OPTION} items allowed of ${item.name}.`,
      );
    }
    item.total = item.price * item.quantity;
  }
  return merged;
}

/** Keeps the client's order number when well formed and unused, else draws a fresh one. */
function orderNumber(app, proposed) {
  const taken = (n) => {
    try {
      app.findFirstRecordByData("orders", "orderNumber", n);
      return true;
    } catch (_) {
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

module.exports = { priceItems, orderNumber };
