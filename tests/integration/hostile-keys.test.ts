/**
 * An idempotency key belongs to one request (docs/operations.md, "Limits an attacker meets"):
 * an order action's clientId is answered again only for the same person, order and kind of
 * action; reused by another staff member, on another order or for another action it answers
 * 409 with a sentence and changes nothing, so nobody's screen reports a step that was not taken.
 */
import { randomUUID } from "node:crypto";
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { admin, alice, catalogue, withAliceAndBob } from "./cast";
import { failure, guestClient, orderBody, PASSWORD } from "./helpers";

withAliceAndBob("Alice Keys", "Bob Keys");

const REUSED =
  "This clientId was already used for another action: send this one with a new clientId.";

async function staffMember(name: string): Promise<PocketBase> {
  const email = `staff-${randomUUID().slice(0, 8)}@shop.test`;
  await admin
    .collection("staff")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name });
  const client = guestClient();
  await client.collection("staff").authWithPassword(email, PASSWORD);
  return client;
}

const place = async () =>
  (
    await alice.pb
      .collection("orders")
      .create(orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]))
  ).id;

let first: PocketBase;
let second: PocketBase;

beforeAll(async () => {
  first = await staffMember("Staff A");
  second = await staffMember("Staff B");
});

describe("an order action's clientId", () => {
  it("answers 409 when reused by another person, on another order or for another action", async () => {
    const [orderA, orderB] = [await place(), await place()];
    const clientId = randomUUID();
    const notes = {
      clientId,
      order: orderA,
      action: "notes",
      fromStatus: "Confirmed",
      staffNote: "Call first",
    };
    const stored = await first.collection("orderactions").create(notes);
    // the same request again: the stored action
    expect((await first.collection("orderactions").create(notes)).id).toBe(stored.id);
    const reuses = [
      [second, { ...notes, order: orderB, action: "cancelled", note: "Out of stock" }],
      [second, notes],
      [first, { ...notes, order: orderB }],
      [first, { ...notes, action: "cancelled", note: "Out of stock" }],
    ] as const;
    for (const [client, body] of reuses) {
      const error = await failure(client.collection("orderactions").create(body));
      expect(error.status).toBe(409);
      expect(error.response.data.clientId?.message).toBe(REUSED);
    }
    for (const id of [orderA, orderB]) {
      expect((await admin.collection("orders").getOne(id)).status).toBe("Confirmed");
    }
  });
});
