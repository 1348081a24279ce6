/**
 * "May confirm payments" (docs/owner-guide.md, Staff): "Payment received" is the owner's, and
 * that of staff she switched it on for. Every way an order can be marked paid is tried: an order
 * action (sent at once or replayed later from a device's outbox) and a direct status update.
 */
import { randomUUID } from "node:crypto";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_CONFIRM_REFUSED } from "../../src/shared/order-actions";
import { admin, alice, bob, catalogue, withAliceAndBob } from "./cast";
import { failure, guestClient, orderBody, PASSWORD } from "./helpers";

withAliceAndBob("Alice Payer", "Bob Payer");

interface Staff {
  id: string;
  pb: PocketBase;
}

async function newStaff(fields: Record<string, unknown> = {}): Promise<Staff> {
  const email = `staff-${randomUUID().slice(0, 8)}@shop.test`;
  const record = await admin.collection("staff").create({
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    name: `Staff ${randomUUID().slice(0, 4)}`,
    ...fields,
  });
  const pb = guestClient();
  await pb.collection("staff").authWithPassword(email, PASSWORD);
  return { id: record.id, pb };
}

let plain: Staff;
let allowed: Staff;

beforeAll(async () => {
  plain = await newStaff();
  allowed = await newStaff({ confirmPayments: true });
});

const placeOrder = () =>
  alice.pb
    .collection("orders")
    .create(orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]));

const paid = (order: RecordModel, clientId = randomUUID()) => ({
  clientId,
  order: order.id,
  action: "paid",
  fromStatus: order.status,
});

const statusOf = async (order: RecordModel) =>
  (await admin.collection("orders").getOne(order.id)).status;

describe("May confirm payments", () => {
  it("is off for a new staff member, who is refused Payment received in words", async () => {
    expect((await admin.collection("staff").getOne(plain.id)).confirmPayments).toBe(false);
    const order = await placeOrder();
    const refused = await failure(plain.pb.collection("orderactions").create(paid(order)));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(PAYMENT_CONFIRM_REFUSED);
    expect(await statusOf(order)).toBe("Confirmed");
    expect(
      await admin.collection("orderactions").getFullList({ filter: `order="${order.id}"` }),
    ).toEqual([]);
  });

  it("still lets that staff member take the other steps and write notes", async () => {
    const order = await placeOrder();
    await plain.pb.collection("orderactions").create({
      ...paid(order),
      action: "notes",
      staffNote: "Waiting for the slip",
    });
    await plain.pb
      .collection("orderactions")
      .create({ ...paid(order), action: "cancelled", note: "Customer asked" });
    expect(await statusOf(order)).toBe("Cancelled");
  });

  it("lets staff with the switch, and the owner always, mark an order paid", async () => {
    const first = await placeOrder();
    await allowed.pb.collection("orderactions").create(paid(first));
    expect(await statusOf(first)).toBe("Payment received");
    const second = await placeOrder();
    await admin.collection("orderactions").create(paid(second));
    expect(await statusOf(second)).toBe("Payment received");
    const third = await placeOrder();
    await admin.collection("orders").update(third.id, { status: "Payment received" });
    expect(await statusOf(third)).toBe("Payment received");
  });

  it("decides when a queued step arrives: switched off meanwhile, it is refused", async () => {
    const member = await newStaff({ confirmPayments: true });
    const order = await placeOrder();
    // the step waited on the device; the owner switched the permission off before it was sent
    const queued = paid(order);
    await admin.collection("staff").update(member.id, { confirmPayments: false });
    const refused = await failure(member.pb.collection("orderactions").create(queued));
    expect(refused.status).toBe(403);
    expect(await statusOf(order)).toBe("Confirmed");
    // switched on again, the same step (same clientId) goes through once
    await admin.collection("staff").update(member.id, { confirmPayments: true });
    const stored = await member.pb.collection("orderactions").create(queued);
    expect((await member.pb.collection("orderactions").create(queued)).id).toBe(stored.id);
    expect(await statusOf(order)).toBe("Payment received");
  });

  it("cannot be switched on by staff themselves, nor marked paid by a direct update", async () => {
    const self = await failure(
      plain.pb.collection("staff").update(plain.id, { confirmPayments: true }),
    );
    expect([403, 404]).toContain(self.status);
    expect((await admin.collection("staff").getOne(plain.id)).confirmPayments).toBe(false);
    const order = await placeOrder();
    const direct = await failure(
      plain.pb.collection("orders").update(order.id, { status: "Payment received" }),
    );
    expect([403, 404]).toContain(direct.status);
    expect(await statusOf(order)).toBe("Confirmed");
  });

  it("is refused to customers and guests, whose own order stays unpaid", async () => {
    const order = await placeOrder();
    for (const who of [alice.pb, bob.pb, guestClient()]) {
      const action = await failure(who.collection("orderactions").create(paid(order)));
      expect([400, 403]).toContain(action.status);
      const direct = await failure(
        who.collection("orders").update(order.id, { status: "Payment received" }),
      );
      expect([403, 404]).toContain(direct.status);
    }
    expect(await statusOf(order)).toBe("Confirmed");
  });
});
