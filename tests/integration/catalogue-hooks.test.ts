/** Catalogue hooks that the offline delta sync relies on (pb_hooks/catalogue.pb.js). */
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultSettings, parseServerDate } from "../../src/lib/settings-defaults";
import { toSettings } from "../../src/lib/types";
import { type Catalogue, createCatalogue, guestClient, superuserClient, unique } from "./helpers";

let admin: PocketBase;
let catalogue: Catalogue;

beforeAll(async () => {
  admin = await superuserClient();
  catalogue = await createCatalogue(admin);
});

const tombstonesFor = (id: string) => {
  const guest = guestClient();
  return guest
    .collection("tombstones")
    .getFullList({ filter: guest.filter("recordId = {:id}", { id }), batch: 500 });
};

describe("catalogue hooks", () => {
  it("leaves a public tombstone when a product is deleted", async () => {
    const product = await admin.collection("products").create({
      name: unique("Doomed"),
      category: catalogue.categoryId,
      subcategory: catalogue.subcategoryId,
      price: 10,
    });
    await admin.collection("products").delete(product.id);
    const tombstones = await tombstonesFor(product.id);
    expect(tombstones.map((t) => t.sourceCollection)).toEqual(["products"]);
    expect(tombstones[0]?.updated).toMatch(/^\d{4}-\d\d-\d\d /);
  });

  it("removes the tombstone when a record with the same id is created again", async () => {
    const id = unique("x")
      .replace(/[^a-z0-9]/g, "")
      .padEnd(15, "0")
      .slice(0, 15);
    const body = { id, name: unique("Back"), isEnabled: true };
    await admin.collection("categories").create(body);
    await admin.collection("categories").delete(id);
    expect(await tombstonesFor(id)).toHaveLength(1);
    await admin.collection("categories").create(body);
    expect(await tombstonesFor(id)).toHaveLength(0);
  });

  it("copies the category name onto products and follows a rename", async () => {
    const product = await admin.collection("products").getOne(catalogue.plainId);
    const category = await admin.collection("categories").getOne(catalogue.categoryId);
    expect(product.categoryName).toBe(category.name);
    const renamed = unique("Renamed");
    await admin.collection("categories").update(catalogue.categoryId, { name: renamed });
    const after = await guestClient().collection("products").getOne(catalogue.plainId);
    expect(after.categoryName).toBe(renamed);
    expect(after.updated > product.updated).toBe(true);
  });

  it("serves the seeded settings record to guests", async () => {
    const settings = await guestClient().collection("settings").getList(1, 1, { sort: "created" });
    const record = settings.items[0];
    expect(record?.freeShippingUntil).toBe("2026-11-08 23:59:59.999Z");
    expect(record?.supportEmail).toBe("hello@islandimports.lk");
    // no announcement promises what the shop does not do (no returns, no first-order discount)
    expect(JSON.stringify(record?.announcements)).not.toMatch(/money back|20% off/i);
    expect(Date.parse(record?.countDownEndTime ?? "")).toBeGreaterThan(Date.now());
  });

  it("seeds the same settings the app uses before its first sync", async () => {
    const settings = await guestClient().collection("settings").getList(1, 1, { sort: "created" });
    const seeded = toSettings(settings.items[0]);
    const app = defaultSettings();
    expect(parseServerDate(seeded.freeShippingUntil)).toBe(parseServerDate(app.freeShippingUntil));
    expect(seeded.isFlashSectionVisible).toBe(app.isFlashSectionVisible);
    expect(seeded.supportEmail).toBe(app.supportEmail);
    // an owner's save (other tests on this server) writes "no end" as "", not a missing key
    const ends = (a: { text: string; until?: string | undefined }) => [
      a.text,
      a.until ? parseServerDate(a.until) : undefined,
    ];
    expect(seeded.announcements.map(ends)).toEqual(app.announcements.map(ends));
    // Both count down ten days from when they were made: the app's defaults now, the record
    // when the server's data was migrated (test servers copy a data dir made earlier that day)
    const days = (value: string, from: number) =>
      Math.round(((parseServerDate(value) ?? 0) - from) / 864e5);
    const made = parseServerDate(String(settings.items[0]?.created)) ?? Number.NaN;
    expect(days(seeded.countDownEndTime, made)).toBe(days(app.countDownEndTime, Date.now()));
  });
});
