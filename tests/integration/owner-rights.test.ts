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
import { failure, guestClient, PASSWORD } from "./helpers";

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

describe("staff", () => {
  it("still switch a product's stock", async () => {
    const switched = await staff
      .collection("products")
      .update(catalogue.plainId, { outOfStock: true });
    expect(switched.outOfStock).toBe(true);
    await admin.collection("products").update(catalogue.plainId, { outOfStock: false });
  });
});
