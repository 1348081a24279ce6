/**
 * The owner's catalogue and settings against the real server: what the owner may save, what is
 * refused with a sentence, and that staff, customers and guests change none of it (staff keep
 * their stock switch).
 */
import { randomUUID } from "node:crypto";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { admin, alice, catalogue, withAliceAndBob } from "./cast";
import { failure, guestClient, orderBody, PASSWORD, unique } from "./helpers";

withAliceAndBob("Alice Owner-test", "Bob Owner-test");

let staff: PocketBase;
let settings: RecordModel;

beforeAll(async () => {
  const email = `staff-${randomUUID().slice(0, 8)}@shop.test`;
  await admin
    .collection("staff")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Sunil" });
  staff = guestClient();
  await staff.collection("staff").authWithPassword(email, PASSWORD);
  settings = await admin.collection("settings").getFirstListItem("");
});

/** Everyone who is not the owner: staff, a signed-in customer and a guest. */
const others = () =>
  [
    ["staff", staff],
    ["a customer", alice.pb],
    ["a guest", guestClient()],
  ] as const;

describe("settings that cannot break paying", () => {
  it.each(["bankName", "bankAccountName", "bankAccountNumber"])(
    "refuses an empty %s with a sentence and keeps the old one",
    async (field) => {
      const refused = await failure(
        admin.collection("settings").update(settings.id, { [field]: "" }),
      );
      expect(refused.status).toBe(400);
      expect(refused.response.data[field].message).toMatch(
        /is required: customers pay the advance by bank transfer to it\.$/,
      );
      const now = await admin.collection("settings").getOne(settings.id);
      expect(now[field]).toBe(settings[field]);
      expect(now[field]).not.toBe("");
    },
  );

  it("lets nobody but the owner change them", async () => {
    for (const [who, client] of others()) {
      const refused = await failure(
        client.collection("settings").update(settings.id, { bankName: `${who} Bank` }),
      );
      expect(refused.status, who).toBeGreaterThanOrEqual(400);
    }
    expect((await admin.collection("settings").getOne(settings.id)).bankName).toBe(
      settings.bankName,
    );
  });
});

describe("delivery zones", () => {
  it("refuse a district in two zones with a sentence, and staff changes", async () => {
    const zones = settings.deliveryZones as { name: string; districts: string[] }[];
    const twice = zones.map((zone, i) => (i === 1 ? { ...zone, districts: ["Colombo"] } : zone));
    const refused = await failure(
      admin.collection("settings").update(settings.id, { deliveryZones: twice }),
    );
    expect(refused.response.data.deliveryZones.message).toMatch(/^Colombo is in two zones \(/);
    for (const [who, client] of others()) {
      const changed = zones.map((zone) => ({ ...zone, baseFee: 1 }));
      const denied = await failure(
        client.collection("settings").update(settings.id, { deliveryZones: changed }),
      );
      expect(denied.status, who).toBeGreaterThanOrEqual(400);
    }
    const now = await admin.collection("settings").getOne(settings.id);
    expect(now.deliveryZones).toEqual(settings.deliveryZones);
  });
});

const move = (client: PocketBase, id: string, direction: string) =>
  client.send(`/api/shop/admin/categories/${id}/move`, { method: "POST", body: { direction } });

/** The categories' ids in the shop's order (priority, then name). */
async function order(): Promise<string[]> {
  const all = await admin.collection("categories").getFullList({ sort: "priority,name" });
  return all.map((c) => c.id);
}

describe("categories and subcategories", () => {
  it("put a new category last, and move it with up and down, every priority rewritten", async () => {
    const first = await admin.collection("categories").create({ name: unique("Bags") });
    const second = await admin
      .collection("categories")
      .create({ name: unique("Shoes"), nameSi: "සපත්තු", nameTa: "காலணிகள்" });
    expect(second.nameSi).toBe("සපත්තු");
    expect((await order()).slice(-2)).toEqual([first.id, second.id]);
    await move(admin, second.id, "up");
    const after = await order();
    expect(after.slice(-2)).toEqual([second.id, first.id]);
    const priorities = (await admin.collection("categories").getFullList({ sort: "priority" })).map(
      (c) => c.priority,
    );
    expect(priorities).toEqual(priorities.map((_, i) => (i + 1) * 10));
    // the first cannot go further up; an unknown direction is a sentence
    await move(admin, after[0] ?? "", "up");
    expect(await order()).toEqual(after);
    const refused = await failure(move(admin, first.id, "sideways"));
    expect(refused.response.data.direction.message).toBe("Move a category up or down.");
  });

  it("refuse an empty or overlong name with a sentence", async () => {
    const empty = await failure(admin.collection("categories").create({ name: "  " }));
    expect(empty.status).toBe(400);
    const long = await failure(
      admin.collection("categories").create({ name: "Bags", nameTa: "க".repeat(101) }),
    );
    expect(long.response.data.nameTa.message).toBe(
      "The Tamil name must be at most 100 characters.",
    );
  });

  it("move a subcategory with its products to another category", async () => {
    const target = await admin.collection("categories").create({ name: unique("Gifts") });
    const sub = await admin
      .collection("subcategories")
      .create({ name: unique("Mugs"), parentCategory: catalogue.categoryId, isEnabled: true });
    const product = await admin.collection("products").create({
      name: unique("Mug"),
      brand: "Acme",
      category: catalogue.categoryId,
      subcategory: sub.id,
      price: 900,
    });
    await admin.collection("subcategories").update(sub.id, { parentCategory: target.id });
    const moved = await admin.collection("products").getOne(product.id);
    expect(moved.category).toBe(target.id);
    expect(moved.categoryName).toBe(target.name);
  });

  it("refuse an order of a switched-off category's product with a sentence", async () => {
    const refused = await failure(
      alice.pb
        .collection("orders")
        .create(orderBody([{ product: catalogue.disabledCategoryId, option: null, quantity: 1 }])),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.response)).toMatch(/ is not available\./);
  });

  it("are the owner's alone", async () => {
    const [first] = await order();
    for (const [who, client] of others()) {
      expect(
        (await failure(client.collection("categories").create({ name: who }))).status,
        who,
      ).toBeGreaterThanOrEqual(400);
      for (const change of [{ name: `${who} renamed` }, { isEnabled: false }, { priority: 1 }]) {
        const refused = await failure(
          client.collection("categories").update(catalogue.categoryId, change),
        );
        expect(refused.status, who).toBeGreaterThanOrEqual(400);
      }
      expect(
        (await failure(client.collection("subcategories").create({ name: who }))).status,
      ).toBeGreaterThanOrEqual(400);
      expect((await failure(move(client, first ?? "", "down"))).status, who).toBeGreaterThanOrEqual(
        400,
      );
    }
    expect(await order()).toContain(first);
    expect((await order())[0]).toBe(first);
    const category = await admin.collection("categories").getOne(catalogue.categoryId);
    expect(category.isEnabled).toBe(true);
  });
});

const prices = (client: PocketBase, step: string, body?: object) =>
  client.send(`/api/shop/admin/prices/${step}`, {
    method: body ? "POST" : "GET",
    ...(body ? { body } : {}),
  });

describe("bulk price changes", () => {
  it("preview, apply in one go and undo, leaving a product changed since", async () => {
    const brand = unique("Brand");
    const make = (name: string, fields: object) =>
      admin.collection("products").create({
        name: unique(name),
        brand,
        category: catalogue.categoryId,
        subcategory: catalogue.subcategoryId,
        ...fields,
      });
    const plain = await make("Bag", { price: 5000, stripePrice: 6000 });
    const options = await make("Serum", {
      price: 4200,
      options: [
        { label: "50 ml", value: 4200 },
        { label: "100 ml", value: 6900 },
      ],
    });
    const change = { brand, category: "", kind: "percent", amount: 10, rounding: 50 };
    const { rows } = await prices(admin, "preview", change);
    expect(rows).toHaveLength(2);
    expect((await admin.collection("products").getOne(plain.id)).price).toBe(5000);

    const applied = await prices(admin, "apply", change);
    expect(applied.count).toBe(2);
    const bag = await admin.collection("products").getOne(plain.id);
    expect([bag.price, bag.stripePrice]).toEqual([5500, 6600]);
    const serum = await admin.collection("products").getOne(options.id);
    expect(serum.options.map((o: { value: number }) => o.value)).toEqual([4600, 7600]);
    expect((await prices(admin, "last")).last.description).toBe(
      `+10% on ${brand}, rounded to 50 (2 products)`,
    );

    // the owner changed the bag's price by hand since: Undo leaves it and says so
    await admin.collection("products").update(plain.id, { price: 5900 });
    const undone = await prices(admin, "undo", {});
    expect(undone).toEqual({ restored: 1, kept: [plain.name] });
    expect((await admin.collection("products").getOne(plain.id)).price).toBe(5900);
    const back = await admin.collection("products").getOne(options.id);
    expect([back.price, back.options]).toEqual([options.price, options.options]);
  });

  it("refuse a change for no brand or category, or one that reaches 0, with a sentence", async () => {
    const none = await failure(
      prices(admin, "apply", { brand: "", category: "", kind: "amount", amount: 10, rounding: 10 }),
    );
    expect(none.response.message).toBe("Choose a brand, a category or both.");
    const brand = unique("Cheap");
    await admin.collection("products").create({
      name: "Sticker",
      brand,
      category: catalogue.categoryId,
      subcategory: catalogue.subcategoryId,
      price: 40,
    });
    const zero = await failure(
      prices(admin, "apply", { brand, category: "", kind: "amount", amount: -50, rounding: 10 }),
    );
    expect(zero.response.message).toBe("Sticker would cost LKR 0 or less: change less.");
  });

  it("are the owner's alone", async () => {
    const change = { brand: "Acme", category: "", kind: "percent", amount: 50, rounding: 10 };
    for (const [who, client] of others()) {
      for (const step of ["preview", "apply", "undo"]) {
        const refused = await failure(prices(client, step, change));
        expect(refused.status, `${who} ${step}`).toBeGreaterThanOrEqual(400);
      }
      expect((await failure(prices(client, "last"))).status).toBeGreaterThanOrEqual(400);
    }
  });
});

describe("staff", () => {
  it("still switch a product's stock", async () => {
    const switched = await staff
      .collection("products")
      .update(catalogue.plainId, { outOfStock: true });
    expect(switched.outOfStock).toBe(true);
    await admin.collection("products").update(catalogue.plainId, { outOfStock: false });
  });
});
