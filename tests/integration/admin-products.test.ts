/**
 * The owner's products against the real server: a save is checked with the form's rules and
 * refused field by field, a product with options is priced by them, every product write is the
 * owner's (staff switch stock only; customers and guests nothing), and a hidden product is
 * kept but neither listed, viewed, in the snapshot nor sold, and leaves devices that cached it.
 */
import { randomUUID } from "node:crypto";
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { EMPTY_PRODUCT } from "../../src/shared/product-form";
import { sharedServerUrl } from "../setup/shared-server";
import { admin, alice, catalogue, withAliceAndBob } from "./cast";
import { failure, guestClient, orderBody, PASSWORD, tinyJpeg, unique } from "./helpers";

withAliceAndBob("Alice Owner-Test", "Bob Owner-Test");

let staff: PocketBase;

beforeAll(async () => {
  const email = `staff-${randomUUID().slice(0, 8)}@shop.test`;
  await admin
    .collection("staff")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Nimal" });
  staff = guestClient();
  await staff.collection("staff").authWithPassword(email, PASSWORD);
});

const form = (fields: Record<string, unknown> = {}) => ({
  ...EMPTY_PRODUCT,
  name: unique("Rose Toner"),
  brand: "Seoul Dew",
  category: catalogue.categoryId,
  subcategory: catalogue.subcategoryId,
  price: 2500,
  description: "A gentle toner.",
  ...fields,
});

const photoForm = async () => {
  const data = new FormData();
  data.append("images+", new File([new Uint8Array(await tinyJpeg())], "p.jpg"));
  return data;
};

describe("the owner's product save", () => {
  it("is refused field by field, in words, and nothing is stored", async () => {
    const refused = await failure(
      admin.collection("products").create(
        form({
          name: "  ",
          price: 0,
          options: [
            { label: "50 ml", value: 100 },
            { label: "50 ML", value: 200 },
          ],
        }),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.response.data.name.message).toBe("Name is required.");
    expect(refused.response.data.options.message).toBe(
      "Two options have the same name: give each its own.",
    );
    const noPrice = await failure(admin.collection("products").create(form({ price: 0 })));
    expect(noPrice.response.data.price.message).toBe(
      "Enter a price above 0, in LKR (or add options with their prices).",
    );
  });

  it("refuses a subcategory of another category", async () => {
    const other = await admin
      .collection("categories")
      .create({ name: unique("Shoes"), priority: 5, isEnabled: true });
    const refused = await failure(
      admin.collection("products").create(form({ category: other.id })),
    );
    expect(refused.response.data.subcategory.message).toBe(
      "Choose a subcategory of the product's category.",
    );
  });

  it("prices a product with options by its first option, whatever price is sent", async () => {
    const options = [
      { label: "150 ml", value: 4850 },
      { label: "200 ml", value: 5950 },
    ];
    const saved = await admin
      .collection("products")
      .create(form({ price: 6200, stripePrice: 5900, options }));
    expect(saved.price).toBe(4850);
    const again = await admin.collection("products").update(saved.id, { price: 6200 });
    expect(again.price).toBe(4850);
    expect(again.stripePrice).toBe(5900);
  });

  it("stores the Sinhala and Tamil name and description, trimmed", async () => {
    const saved = await admin
      .collection("products")
      .create(form({ nameSi: "  රෝස ටෝනර් ", nameTa: "ரோஜா டோனர்", descriptionSi: "මෘදු" }));
    expect([saved.nameSi, saved.nameTa, saved.descriptionSi]).toEqual([
      "රෝස ටෝනර්",
      "ரோஜா டோனர்",
      "මෘදු",
    ]);
  });

  it("stores a size note in three languages and refuses one over 200 characters", async () => {
    const saved = await admin.collection("products").create(
      form({
        sizeNote: " Runs small: choose one size up. ",
        sizeNoteSi: "කුඩා ප්‍රමාණයකි",
        sizeNoteTa: "சிறியது",
      }),
    );
    expect([saved.sizeNote, saved.sizeNoteSi, saved.sizeNoteTa]).toEqual([
      "Runs small: choose one size up.",
      "කුඩා ප්‍රමාණයකි",
      "சிறியது",
    ]);
    const refused = await failure(
      admin.collection("products").create(form({ sizeNoteTa: "x".repeat(201) })),
    );
    expect(refused.response.data.sizeNoteTa.message).toBe(
      "Tamil size note must be at most 200 characters.",
    );
    // shoppers read it with the product
    expect(await guestClient().collection("products").getOne(saved.id)).toMatchObject({
      sizeNote: "Runs small: choose one size up.",
    });
  });
});

describe("who may write products", () => {
  it("staff switch stock, and cannot create, edit, delete or add photos", async () => {
    const product = await admin.collection("products").create(form());
    await staff.collection("products").update(product.id, { outOfStock: true });
    expect((await admin.collection("products").getOne(product.id)).outOfStock).toBe(true);
    expect((await failure(staff.collection("products").create(form()))).status).toBe(403);
    expect(
      (await failure(staff.collection("products").update(product.id, { hidden: true }))).status,
    ).toBe(403);
    expect(
      (await failure(staff.collection("products").update(product.id, await photoForm()))).status,
    ).toBe(403);
    expect((await failure(staff.collection("products").delete(product.id))).status).toBe(403);
    expect((await admin.collection("products").getOne(product.id)).hidden).toBe(false);
  });

  it("customers and guests cannot create, edit, delete or add photos", async () => {
    const product = await admin.collection("products").create(form());
    for (const client of [alice.pb, guestClient()]) {
      const products = client.collection("products");
      expect((await failure(products.create(form()))).status).toBeGreaterThanOrEqual(400);
      for (const change of [{ price: 1 }, { outOfStock: true }, await photoForm()]) {
        expect((await failure(products.update(product.id, change))).status).toBeGreaterThan(399);
      }
      expect((await failure(products.delete(product.id))).status).toBeGreaterThanOrEqual(400);
    }
    const stored = await admin.collection("products").getOne(product.id);
    expect([stored.price, stored.outOfStock, stored.images]).toEqual([2500, false, []]);
  });
});

describe("a hidden product", () => {
  it("is kept, but not listed, viewed, in the snapshot or sold; shown again, it is back", async () => {
    const product = await admin.collection("products").create(form());
    await admin.collection("products").update(product.id, { hidden: true });
    const guest = guestClient();
    const listed = await guest
      .collection("products")
      .getList(1, 50, { filter: `id = "${product.id}"` });
    expect(listed.items).toEqual([]);
    expect((await failure(guest.collection("products").getOne(product.id))).status).toBe(404);
    const snapshot = await (await fetch(`${sharedServerUrl()}/api/shop/catalogue-snapshot`)).text();
    expect(snapshot).not.toContain(product.id);
    const stones = await guest
      .collection("tombstones")
      .getFullList({ filter: `recordId = "${product.id}"`, batch: 100 });
    expect(stones).toHaveLength(1);
    const order = await failure(
      alice.pb
        .collection("orders")
        .create(orderBody([{ product: product.id, option: null, quantity: 1 }])),
    );
    expect(order.response.data.items.message).toBe(`${product.name} is not available.`);
    // staff still see it (to switch its stock), and the owner has every field of it
    expect((await staff.collection("products").getOne(product.id)).hidden).toBe(true);

    await admin.collection("products").update(product.id, { hidden: false });
    expect((await guest.collection("products").getOne(product.id)).name).toBe(product.name);
    const after = await guest
      .collection("tombstones")
      .getFullList({ filter: `recordId = "${product.id}"`, batch: 100 });
    expect(after).toEqual([]);
  });
});
