/**
 * The owner's side against the real server (docs/owner-guide.md): what staff may read and
 * do, what stays the owner's, what customers and guests get (nothing), and how an order moves
 * through `orderactions`: once per clientId, along the allowed steps, refused when stale.
 */
import { randomUUID } from "node:crypto";
import { EventSource } from "eventsource";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { staleActionMessage } from "../../src/shared/order-actions";
import { admin, alice, bob, catalogue, withAliceAndBob } from "./cast";
import { failure, guestClient, orderBody, PASSWORD, tinyJpeg } from "./helpers";

// Node 20 has no EventSource; the SDK's realtime needs one.
globalThis.EventSource ??= EventSource as unknown as typeof globalThis.EventSource;

withAliceAndBob("Alice Buyer", "Bob Buyer");

let staff: PocketBase;
let staffName: string;

beforeAll(async () => {
  staffName = `Sunil ${randomUUID().slice(0, 4)}`;
  const email = `staff-${randomUUID().slice(0, 8)}@shop.test`;
  await admin.collection("staff").create({
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    name: staffName,
    // these tests take every step: the owner allowed this person to confirm payments
    confirmPayments: true,
  });
  staff = guestClient();
  await staff.collection("staff").authWithPassword(email, PASSWORD);
});

const line = () => ({ product: catalogue.plainId, option: null, quantity: 1 });
const placeOrder = (who = alice) => who.pb.collection("orders").create(orderBody([line()]));

function act(
  client: PocketBase,
  order: RecordModel,
  action: string,
  fields: Record<string, string> = {},
) {
  return client.collection("orderactions").create({
    clientId: randomUUID(),
    order: order.id,
    action,
    fromStatus: order.status,
    ...fields,
  });
}

describe("staff", () => {
  it("see every customer's orders, with the shop's private note", async () => {
    const order = await placeOrder(bob);
    await act(staff, order, "notes", { staffNote: "Ask about the colour", note: "" });
    const seen = await staff.collection("orders").getOne(order.id);
    expect(seen.userEmail).toBe(bob.email);
    expect(seen.staffNote).toBe("Ask about the colour");
    // the customer never sees it
    const own = await bob.pb.collection("orders").getOne(order.id);
    expect(own.staffNote).toBeUndefined();
  });

  it("hear of a new order and a new slip at once (realtime), with the private note", async () => {
    const heard: string[] = [];
    const stops = [
      await staff.collection("orders").subscribe("*", (e) => {
        heard.push(`order:${e.action}:${e.record.orderNumber}:${e.record.staffNote ?? "-"}`);
      }),
      await staff.collection("paymentslips").subscribe("*", (e) => {
        heard.push(`slip:${e.action}:${e.record.order}`);
      }),
    ];
    try {
      const order = await placeOrder(bob);
      const form = new FormData();
      form.append("clientId", randomUUID());
      form.append("order", order.id);
      form.append("file", new File([new Uint8Array(await tinyJpeg())], "slip.jpg"));
      await bob.pb.collection("paymentslips").create(form);
      await expect
        .poll(() => heard, { timeout: 5000 })
        .toEqual(
          expect.arrayContaining([`order:create:${order.orderNumber}:`, `slip:create:${order.id}`]),
        );
    } finally {
      for (const stop of stops) await stop();
    }
  });

  it("take an order from Confirmed to Delivered, each step once, with who did it", async () => {
    let order = await placeOrder();
    const paid = await act(staff, order, "paid");
    expect(paid).toMatchObject({ toStatus: "Payment received", by: staffName });
    order = await admin.collection("orders").getOne(order.id);
    const shipping = {
      clientId: randomUUID(),
      order: order.id,
      action: "shipped",
      fromStatus: order.status,
      trackingNumber: "CP123456789LK",
      courier: "Pronto",
      note: "On its way",
    };
    const first = await staff.collection("orderactions").create(shipping);
    const replay = await staff.collection("orderactions").create(shipping);
    expect(replay.id).toBe(first.id);
    order = await admin.collection("orders").getOne(order.id);
    expect(order).toMatchObject({
      status: "Shipped",
      trackingNumber: "CP123456789LK",
      courier: "Pronto",
      statusNote: "On its way",
    });
    await act(staff, order, "delivered");
    order = await alice.pb.collection("orders").getOne(order.id);
    expect(order.status).toBe("Delivered");
    expect(order.statusHistory.map((step: { status: string }) => step.status)).toEqual([
      "Confirmed",
      "Payment received",
      "Shipped",
      "Delivered",
    ]);
    const history = await staff
      .collection("orderactions")
      .getFullList({ filter: staff.filter("order = {:id}", { id: order.id }), sort: "created" });
    expect(history.map((a) => [a.action, a.by])).toEqual([
      ["paid", staffName],
      ["shipped", staffName],
      ["delivered", staffName],
    ]);
  });

  it("are refused a step from a status the order no longer has, and nothing changes", async () => {
    const order = await placeOrder();
    await act(admin, order, "paid");
    const stale = await failure(act(staff, order, "cancelled", { note: "Customer asked" }));
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(staleActionMessage("Confirmed", "Payment received"));
    const now = await admin.collection("orders").getOne(order.id);
    expect(now.status).toBe("Payment received");
  });

  it("must give a tracking number to ship and a reason to cancel, and follow the steps", async () => {
    const order = await placeOrder();
    const jump = await failure(act(staff, order, "shipped", { trackingNumber: "X1" }));
    expect(jump.message).toBe(
      'An order cannot go from "Confirmed" to "Shipped". Allowed: Payment received, Cancelled.',
    );
    const noReason = await failure(act(staff, order, "cancelled"));
    expect(noReason.response.data.note.message).toBe("Please give a reason for cancelling.");
    await act(staff, order, "paid");
    const paid = await admin.collection("orders").getOne(order.id);
    const noTracking = await failure(act(staff, paid, "shipped"));
    expect(noTracking.response.data.trackingNumber.message).toBe("Tracking number is required.");
    expect((await admin.collection("orders").getOne(order.id)).status).toBe("Payment received");
  });

  it("see payment slips and their files", async () => {
    const order = await placeOrder();
    const file = new File([new Uint8Array(await tinyJpeg())], "slip.jpg", { type: "image/jpeg" });
    const form = new FormData();
    form.append("clientId", randomUUID());
    form.append("order", order.id);
    form.append("file", file);
    const slip = await alice.pb.collection("paymentslips").create(form);
    const seen = await staff.collection("paymentslips").getOne(slip.id);
    const token = await staff.files.getToken();
    const res = await fetch(staff.files.getURL(seen, seen.file, { token }));
    expect(res.status).toBe(200);
  });

  it("may switch a product out of stock, and nothing more of it", async () => {
    await staff.collection("products").update(catalogue.optionsId, { outOfStock: true });
    expect((await admin.collection("products").getOne(catalogue.optionsId)).outOfStock).toBe(true);
    await staff.collection("products").update(catalogue.optionsId, { outOfStock: false });
    for (const change of [{ price: 1 }, { name: "Renamed" }, { isInHome: true }]) {
      const refused = await failure(
        staff.collection("products").update(catalogue.optionsId, change),
      );
      expect(refused.status).toBe(403);
    }
    const photo = new FormData();
    photo.append("images+", new File([new Uint8Array(await tinyJpeg())], "p.jpg"));
    expect(
      (await failure(staff.collection("products").update(catalogue.optionsId, photo))).status,
    ).toBe(403);
    expect((await admin.collection("products").getOne(catalogue.optionsId)).price).toBe(2000);
  });

  it("mark a message handled (with when and who), and change nothing else of it", async () => {
    const clientId = randomUUID();
    await guestClient().collection("inquiries").create({
      clientId,
      name: "Kamal",
      email: "kamal@example.com",
      subject: "Sizes",
      message: "Do you have size 42?",
    });
    const message = await staff
      .collection("inquiries")
      .getFirstListItem(staff.filter("clientId = {:clientId}", { clientId }));
    const handled = await staff.collection("inquiries").update(message.id, { handled: true });
    expect(handled).toMatchObject({ handled: true, handledBy: staffName });
    expect(handled.handledAt).not.toBe("");
    const edit = await failure(
      staff.collection("inquiries").update(message.id, { message: "x".repeat(20) }),
    );
    expect(edit.status).toBe(403);
  });

  it("cannot read the shop's figures, settings changes, staff or other people's accounts", async () => {
    const settings = await staff.collection("settings").getFirstListItem("");
    expect(
      (await failure(staff.collection("settings").update(settings.id, { bankName: "X" }))).status,
    ).toBe(403);
    const sales = await fetch(`${staff.baseURL}/api/shop/admin/sales`, {
      headers: { Authorization: staff.authStore.token },
    });
    expect(sales.status).toBe(403);
    expect((await staff.collection("staff").getFullList()).length).toBe(1);
    expect(await staff.collection("users").getFullList()).toEqual([]);
    const create = await failure(
      staff.collection("staff").create({
        email: "friend@shop.test",
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        name: "Friend",
      }),
    );
    expect(create.status).toBe(403);
  });
});

describe("customers and guests", () => {
  it("see no one else's orders, no messages, no actions, no slips", async () => {
    await placeOrder(bob);
    for (const who of [alice.pb, guestClient()]) {
      const orders = await who.collection("orders").getFullList();
      expect(orders.every((o) => o.user === alice.id)).toBe(true);
      for (const name of ["inquiries", "customorders", "orderactions", "staff"]) {
        expect(await who.collection(name).getFullList()).toEqual([]);
      }
    }
  });

  it("cannot work an order, not even their own", async () => {
    const order = await placeOrder();
    for (const who of [alice.pb, guestClient()]) {
      const refused = await failure(act(who, order, "cancelled", { note: "Changed my mind" }));
      expect([400, 403]).toContain(refused.status);
    }
    expect((await admin.collection("orders").getOne(order.id)).status).toBe("Confirmed");
  });
});
