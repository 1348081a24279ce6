/** The order-create hook decides everything but the shopper's choices. */
import { describe, expect, it } from "vitest";
import type { Order } from "../../src/lib/types";
import { MAX_UNITS_PER_LINE } from "../../src/shared/orders";
import { admin, alice, bob, catalogue, withAliceAndBob } from "./cast";
import {
  countAs,
  failure,
  freshOrderNumber,
  guestClient,
  orderBody,
  type TestUser,
} from "./helpers";

withAliceAndBob("Alice Fernando", "Bob Silva");

const placeAs = (user: TestUser, body: object) => user.pb.collection("orders").create<Order>(body);

describe("order create hook", () => {
  it("ignores client prices, totals, status and owner and stores the server's", async () => {
    const body = {
      ...orderBody([
        { product: catalogue.plainId, option: null, quantity: 2 },
        { product: catalogue.optionsId, option: "Large", quantity: 1 },
      ]),
      user: bob.id,
      userName: "Mallory",
      status: "Delivered",
      subTotal: 1,
      shipping: 999,
      total: 1,
    };
    body.items = body.items.map((item) => ({ ...item, price: 1, total: 1 }));
    const order = await placeAs(alice, body);
    const stored = await admin.collection("orders").getOne<Order>(order.id);

    expect(stored.user).toBe(alice.id);
    expect(stored.userName).toBe("Alice Fernando");
    expect(stored.userEmail).toBe(alice.email);
    expect(stored.status).toBe("Confirmed");
    expect(stored.items.map((i) => [i.id, i.option, i.quantity, i.price, i.total])).toEqual([
      [catalogue.plainId, null, 2, 1500, 3000],
      [catalogue.optionsId, "Large", 1, 3500, 3500],
    ]);
    expect(stored.items[0]?.image).toBe("/images/test.webp");
    // the forged 999 is ignored: Colombo's 350 up to 1 kg, plus 80 for the started second
    // kilogram (3 units of 500 g, the weight of a product and subcategory that say none)
    expect([stored.subTotal, stored.shipping, stored.total]).toEqual([6500, 430, 6930]);
    expect(stored.customerInfo.email).toBe("nimal@example.com");
    expect(stored.shippingAddress.country).toBe("Sri Lanka");
    // Bob, whose id Alice tried to write, does not see the order.
    expect((await bob.pb.collection("orders").getFullList()).map((o) => o.id)).not.toContain(
      order.id,
    );
  });

  it.each([
    // The server's limit is the app's: one more than MAX_UNITS_PER_LINE is refused.
    ["one unit over the cart limit", { quantity: MAX_UNITS_PER_LINE + 1 }, "invalid_quantity"],
    ["quantity 0", { quantity: 0 }, "invalid_quantity"],
    ["a fractional quantity", { quantity: 1.5 }, "invalid_quantity"],
    ["an unknown product", { product: "doesnotexist123" }, "product_not_found"],
  ])("rejects %s with 400 and stores nothing", async (_label, change, code) => {
    const body = orderBody([{ product: catalogue.plainId, option: null, quantity: 1, ...change }]);
    const error = await failure(placeAs(alice, body));
    expect(error.status).toBe(400);
    expect(error.response.data.items.code).toBe(code);
    expect(await countAs(admin, "orders", "clientId = {:value}", { value: body.clientId })).toBe(0);
  });

  it.each([
    ["out of stock", "outOfStockId", "product_out_of_stock"],
    ["in a disabled category", "disabledCategoryId", "product_unavailable"],
    ["in a disabled subcategory", "disabledSubcategoryId", "product_unavailable"],
  ] as const)("rejects a product %s", async (_label, key, code) => {
    const body = orderBody([{ product: catalogue[key], option: null, quantity: 1 }]);
    const error = await failure(placeAs(alice, body));
    expect(error.status).toBe(400);
    expect(error.response.data.items.code).toBe(code);
    expect(await countAs(admin, "orders", "clientId = {:value}", { value: body.clientId })).toBe(0);
  });

  it("rejects more than 5 of one product and option spread over several lines", async () => {
    const line = { product: catalogue.plainId, option: null, quantity: 3 };
    const error = await failure(placeAs(alice, orderBody([line, line])));
    expect(error.response.data.items.code).toBe("too_many_items");
  });

  it("rejects a missing or unknown option on a product with options", async () => {
    for (const option of [null, "Huge"]) {
      const body = orderBody([{ product: catalogue.optionsId, option, quantity: 1 }]);
      const error = await failure(placeAs(alice, body));
      expect(error.response.data.items.code).toBe("invalid_option");
    }
  });

  it("keeps a well-formed unused order number and reassigns a taken or malformed one", async () => {
    const proposed = freshOrderNumber();
    const line = [{ product: catalogue.plainId, option: null, quantity: 1 }];
    const first = await placeAs(alice, { ...orderBody(line), orderNumber: proposed });
    expect(first.orderNumber).toBe(proposed);

    const taken = await placeAs(alice, { ...orderBody(line), orderNumber: proposed });
    expect(taken.orderNumber).toMatch(/^ORDER-[A-Z0-9]{6}$/);
    expect(taken.orderNumber).not.toBe(proposed);

    const malformed = await placeAs(alice, { ...orderBody(line), orderNumber: "order-1" });
    expect(malformed.orderNumber).toMatch(/^ORDER-[A-Z0-9]{6}$/);
  });

  it("answers a replayed clientId with the stored order and stores no second", async () => {
    const body = orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]);
    const first = await placeAs(alice, body);
    const again = await placeAs(alice, { ...body, orderNumber: freshOrderNumber() });
    expect(again.id).toBe(first.id);
    expect(again.orderNumber).toBe(first.orderNumber);
    expect(await countAs(admin, "orders", "clientId = {:value}", { value: body.clientId })).toBe(1);
  });

  it("answers concurrent replays of one clientId with one stored order", async () => {
    const body = orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]);
    const results = await Promise.all([
      placeAs(alice, body),
      placeAs(alice, body),
      placeAs(alice, body),
    ]);
    expect(new Set(results.map((o) => o.id)).size).toBe(1);
    expect(await countAs(admin, "orders", "clientId = {:value}", { value: body.clientId })).toBe(1);
  });

  it("does not hand another user's order out for a reused clientId", async () => {
    const body = orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]);
    await placeAs(alice, body);
    const error = await failure(placeAs(bob, body));
    expect(error.status).toBe(400);
    expect(error.response.data.clientId.code).toBe("validation_not_unique");
  });

  it("refuses a guest", async () => {
    const body = orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]);
    const error = await failure(guestClient().collection("orders").create(body));
    expect(error.status).toBe(400);
    expect(await countAs(admin, "orders", "clientId = {:value}", { value: body.clientId })).toBe(0);
  });
});
