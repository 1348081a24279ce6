/**
 * The owner's search words against the real server (docs/decisions/0160-search-words.md): a
 * product's keywords and the shop's search synonyms are the owner's to change; staff, customers
 * and guests are refused and change nothing; a bad value is refused in words; shoppers read both.
 */
import { randomUUID } from "node:crypto";
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { EMPTY_PRODUCT } from "../../src/shared/product-form";
import { admin, alice, catalogue, withAliceAndBob } from "./cast";
import { failure, guestClient, PASSWORD, unique } from "./helpers";

withAliceAndBob("Alice Keywords-Test", "Bob Keywords-Test");

let staff: PocketBase;
let settingsId: string;

beforeAll(async () => {
  const email = `staff-${randomUUID().slice(0, 8)}@shop.test`;
  await admin
    .collection("staff")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Nimal" });
  staff = guestClient();
  await staff.collection("staff").authWithPassword(email, PASSWORD);
  settingsId = (await admin.collection("settings").getFirstListItem("")).id;
});

const form = (fields: Record<string, unknown> = {}) => ({
  ...EMPTY_PRODUCT,
  name: unique("Sun Fluid"),
  category: catalogue.categoryId,
  subcategory: catalogue.subcategoryId,
  price: 2500,
  ...fields,
});

describe("a product's keywords", () => {
  it("are the owner's: stored trimmed, read by shoppers, refused when too long", async () => {
    const product = await admin
      .collection("products")
      .create(form({ keywords: "  sun block, ලිප්ස්ටික්, பை  " }));
    expect(product.keywords).toBe("sun block, ලිප්ස්ටික්, பை");
    const seen = await guestClient().collection("products").getOne(product.id);
    expect(seen.keywords).toBe("sun block, ලිප්ස්ටික්, பை");
    const refused = await failure(
      admin.collection("products").update(product.id, { keywords: "x".repeat(501) }),
    );
    expect(refused.status).toBe(400);
    expect(refused.response.data.keywords.message).toBe("Keywords must be at most 500 characters.");
  });

  it("cannot be changed by staff, a customer or a guest", async () => {
    const product = await admin.collection("products").create(form({ keywords: "spf" }));
    for (const client of [staff, alice.pb, guestClient()]) {
      const refused = await failure(
        client.collection("products").update(product.id, { keywords: "free gift" }),
      );
      expect([403, 404]).toContain(refused.status);
    }
    expect((await admin.collection("products").getOne(product.id)).keywords).toBe("spf");
  });
});

describe("the shop's search synonyms", () => {
  it("are the owner's: a line of one word is refused in words, groups are kept", async () => {
    const refused = await failure(
      admin
        .collection("settings")
        .update(settingsId, { searchSynonyms: "flip flops\nperfume, scent" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.response.data.searchSynonyms.message).toBe(
      "Each line needs two or more words, separated by commas.",
    );
    const saved = await admin
      .collection("settings")
      .update(settingsId, { searchSynonyms: "flip flops, slippers, සෙරෙප්පු\n" });
    try {
      expect(saved.searchSynonyms).toBe("flip flops, slippers, සෙරෙප්පු");
      const seen = await guestClient().collection("settings").getOne(settingsId);
      expect(seen.searchSynonyms).toBe("flip flops, slippers, සෙරෙප්පු");
    } finally {
      await admin.collection("settings").update(settingsId, { searchSynonyms: "" });
    }
  });

  it("cannot be changed by staff, a customer or a guest", async () => {
    for (const client of [staff, alice.pb, guestClient()]) {
      const refused = await failure(
        client.collection("settings").update(settingsId, { searchSynonyms: "a, b" }),
      );
      expect([403, 404]).toContain(refused.status);
    }
    expect((await admin.collection("settings").getOne(settingsId)).searchSynonyms).toBe("");
  });
});
