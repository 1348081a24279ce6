/**
 * The delivery fee and payment method of an order, as the real server decides them
 * (src/shared/delivery.ts through pb_hooks/lib/orders.js): recomputed from the owner's zones and
 * the products' weights whatever the client sends, only real province and district pairs, cash
 * on delivery only where the owner allows it, and a placed order keeps its fee when fees change.
 * Only the "Rest of the island" zone is changed here (other files order to Colombo on the same
 * server), and put back afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../src/lib/types";
import { DEFAULT_DELIVERY_ZONES, type DeliveryZone } from "../../src/shared/delivery";
import { admin, alice, catalogue, withAliceAndBob } from "./cast";
import { failure, orderBody, validCheckout } from "./helpers";

withAliceAndBob("Alice Kandiah", "Bob Navaratnam");

const JAFFNA = {
  ...validCheckout().shippingAddress,
  address: "45 Hospital Road",
  city: "Jaffna",
  state: "Northern",
  district: "Jaffna",
  zip: "40000",
};

let settingsId = "";
let heavyId = "";

/** The settings' zones with the island zone changed by `change`. */
async function setIsland(change: Partial<DeliveryZone>) {
  const zones = DEFAULT_DELIVERY_ZONES.map((zone) =>
    zone.key === "island" ? { ...zone, ...change } : zone,
  );
  await admin.collection("settings").update(settingsId, { deliveryZones: zones });
}

const place = (items: Parameters<typeof orderBody>[0], extra: Record<string, unknown> = {}) =>
  alice.pb
    .collection("orders")
    .create<Order>({ ...orderBody(items), shippingAddress: JAFFNA, ...extra });

beforeAll(async () => {
  settingsId = (await admin.collection("settings").getFirstListItem("")).id;
  heavyId = (
    await admin.collection("products").create({
      name: "Heavy boots",
      category: catalogue.categoryId,
      subcategory: catalogue.subcategoryId,
      price: 9000,
      weightGrams: 2500,
    })
  ).id;
});

afterAll(async () => {
  await admin.collection("settings").update(settingsId, { deliveryZones: DEFAULT_DELIVERY_ZONES });
});

describe("an order's delivery fee", () => {
  it("is the zone's fee for the parcel's weight, whatever fee and total the client sends", async () => {
    const light = await place([{ product: catalogue.plainId, option: null, quantity: 1 }], {
      shipping: 0,
      total: 1,
    });
    expect([light.shipping, light.total, light.paymentMethod]).toEqual([450, 1950, "bank"]);
    // 2.5 kg: 450 up to 1 kg, then 120 for each of the 2 started kilograms above it
    const heavy = await place([{ product: heavyId, option: null, quantity: 1 }], { shipping: 1 });
    expect([heavy.shipping, heavy.total]).toEqual([690, 9690]);
    expect(heavy.shippingAddress).toMatchObject({ district: "Jaffna", zip: "40000" });
  });

  it("uses the subcategory's default weight for a product that has none", async () => {
    await admin
      .collection("subcategories")
      .update(catalogue.subcategoryId, { defaultWeightGrams: 1200 });
    const order = await place([{ product: catalogue.plainId, option: null, quantity: 1 }]);
    expect(order.shipping).toBe(450 + 120);
    await admin
      .collection("subcategories")
      .update(catalogue.subcategoryId, { defaultWeightGrams: 0 });
  });

  it("of a placed order stays when the owner changes the fees; a new order pays the new fee", async () => {
    const before = await place([{ product: catalogue.plainId, option: null, quantity: 1 }]);
    await setIsland({ baseFee: 600 });
    const after = await place([{ product: catalogue.plainId, option: null, quantity: 1 }]);
    const stored = await admin.collection("orders").getOne<Order>(before.id);
    expect([stored.shipping, stored.total]).toEqual([450, 1950]);
    expect(after.shipping).toBe(600);
    await setIsland({});
  });
});

describe("an order's address", () => {
  it("is refused with a district of another province, or one not in Sri Lanka", async () => {
    for (const [district, message] of [
      ["Colombo", "Choose a district of your province."],
      ["Atlantis", "Choose your district from the list."],
    ]) {
      const error = await failure(
        place([{ product: catalogue.plainId, option: null, quantity: 1 }], {
          shippingAddress: { ...JAFFNA, district },
        }),
      );
      expect(error.status).toBe(400);
      expect(error.response.data.shippingAddress.district.message).toBe(message);
    }
  });
});

describe("cash on delivery", () => {
  it("is refused where the owner has not switched it on, and stored where they have", async () => {
    const item = [{ product: catalogue.plainId, option: null, quantity: 1 }];
    const refused = await failure(place(item, { paymentMethod: "cod" }));
    expect(refused.status).toBe(400);
    expect(refused.response.data.paymentMethod.message).toBe(
      "Cash on delivery is not available in Rest of the island. Please pay by bank transfer.",
    );
    const forged = await failure(place(item, { paymentMethod: "card" }));
    expect(forged.status).toBe(400);

    await setIsland({ cashOnDelivery: true });
    const order = await place(item, { paymentMethod: "cod" });
    expect([order.paymentMethod, order.total]).toEqual(["cod", 1950]);
    await setIsland({});
  });

  it("ships straight from Confirmed, with no advance to receive; a bank transfer still waits", async () => {
    const item = [{ product: catalogue.plainId, option: null, quantity: 1 }];
    await setIsland({ cashOnDelivery: true });
    const cod = await place(item, { paymentMethod: "cod" });
    const bank = await place(item);
    await setIsland({});
    const shipped = await admin
      .collection("orders")
      .update<Order>(cod.id, { status: "Shipped", trackingNumber: "CD123" });
    expect(shipped.status).toBe("Shipped");
    const refused = await failure(
      admin.collection("orders").update(bank.id, { status: "Shipped" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.response.data.status.message).toBe(
      'An order cannot go from "Confirmed" to "Shipped". Allowed: Payment received, Cancelled.',
    );
    // the owner's figures count only the bank transfer as awaiting its advance
    const sales = await admin.send<{ awaitingPayment: { orders: number } }>(
      "/api/shop/admin/sales",
      {},
    );
    const listed = await admin
      .collection("orders")
      .getFullList({ filter: `status = "Confirmed" && paymentMethod != "cod"`, fields: "id" });
    expect(sales.awaitingPayment.orders).toBe(listed.length);
  });
});

describe("the owner's zones", () => {
  it("are refused when a district is in none, and the shop keeps the zones it had", async () => {
    const zones = DEFAULT_DELIVERY_ZONES.filter((zone) => zone.districts.length > 0);
    const error = await failure(
      admin.collection("settings").update(settingsId, { deliveryZones: zones }),
    );
    expect(error.status).toBe(400);
    expect(error.response.data.deliveryZones.message).toMatch(/^No zone delivers to .*Jaffna/);
    const kept = await admin.collection("settings").getOne(settingsId);
    expect(kept.deliveryZones).toHaveLength(3);
  });
});
