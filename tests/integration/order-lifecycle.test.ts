/**
 * The order lifecycle the shop runs in the dashboard (pb_hooks/order-status.pb.js) and the
 * payment slips customers attach (pb_hooks/paymentslips.pb.js): every allowed and refused
 * status step, who can see a slip and fetch its protected file, and the slip's file limits.
 */
import { randomUUID } from "node:crypto";
import { EventSource } from "eventsource";
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import type { Order as OrderRecord, PaymentSlip as PaymentSlipRecord } from "../../src/lib/types";
import { SLIP_RULE } from "../../src/shared/attachments";
import { admin, alice, bob, catalogue, withAliceAndBob } from "./cast";
import { countAs, failure, guestClient, orderBody, type TestUser, tinyJpeg } from "./helpers";

// Node 20 has no EventSource; the SDK's realtime needs one.
globalThis.EventSource ??= EventSource as unknown as typeof globalThis.EventSource;

let jpeg: Buffer;

withAliceAndBob("Alice Fernando", "Bob Silva");

beforeAll(async () => {
  jpeg = await tinyJpeg();
});

const STATUSES = ["Confirmed", "Payment received", "Shipped", "Delivered", "Cancelled"] as const;
type Status = (typeof STATUSES)[number];
const ALLOWED: Record<Status, Status[]> = {
  Confirmed: ["Payment received", "Cancelled"],
  "Payment received": ["Shipped", "Cancelled"],
  Shipped: ["Delivered"],
  Delivered: [],
  Cancelled: [],
};
/** the steps from Confirmed that reach each status */
const PATH: Record<Status, Status[]> = {
  Confirmed: [],
  "Payment received": ["Payment received"],
  Shipped: ["Payment received", "Shipped"],
  Delivered: ["Payment received", "Shipped", "Delivered"],
  Cancelled: ["Cancelled"],
};

async function placeOrder(user: TestUser = alice) {
  const body = orderBody([{ product: catalogue.plainId, option: null, quantity: 2 }]);
  return user.pb.collection("orders").create<OrderRecord>(body);
}

async function orderAt(status: Status) {
  const order = await placeOrder();
  for (const step of PATH[status]) {
    await admin.collection("orders").update(order.id, { status: step });
  }
  return order;
}

function slipForm(order: string, file: Blob, name: string, clientId = randomUUID()) {
  const form = new FormData();
  form.append("order", order);
  form.append("clientId", clientId);
  form.append("file", file, name);
  return form;
}

const jpegBlob = () => new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" });

describe("status lifecycle", () => {
  const pairs = STATUSES.flatMap((from) =>
    STATUSES.filter((to) => to !== from).map((to) => [from, to, ALLOWED[from].includes(to)]),
  ) as [Status, Status, boolean][];

  it.each(pairs)("%s -> %s allowed: %s", async (from, to, allowed) => {
    const order = await orderAt(from);
    const change = admin
      .collection("orders")
      .update<OrderRecord>(order.id, { status: to, statusNote: `to ${to}` });
    if (allowed) {
      const updated = await change;
      expect(updated.status).toBe(to);
      const last = updated.statusHistory?.at(-1);
      expect(last).toMatchObject({ status: to, note: `to ${to}` });
      expect(Date.now() - Date.parse(last?.at ?? "")).toBeLessThan(60_000);
      expect(updated.statusHistory?.map((h) => h.status)).toEqual(["Confirmed", ...PATH[from], to]);
    } else {
      const error = await failure(change);
      expect(error.status).toBe(400);
      expect(error.response.message).toContain(`cannot go from "${from}" to "${to}"`);
      expect(error.response.data.status.code).toBe("invalid_status_transition");
      const stored = await admin.collection("orders").getOne<OrderRecord>(order.id);
      expect(stored.status).toBe(from);
    }
  });

  it("refuses a status that does not exist", async () => {
    const order = await placeOrder();
    const error = await failure(admin.collection("orders").update(order.id, { status: "Lost" }));
    expect(error.status).toBe(400);
    expect(error.response.data.status.code).toBe("invalid_status_transition");
  });

  it("starts the history at Confirmed and keeps it append-only", async () => {
    const order = await placeOrder();
    expect(order.statusHistory?.map((h) => h.status)).toEqual(["Confirmed"]);
    const forged = [{ status: "Delivered", note: "forged", at: "2020-01-01T00:00:00Z" }];
    const updated = await admin
      .collection("orders")
      .update<OrderRecord>(order.id, { statusHistory: forged, trackingNumber: "TRACK-1" });
    expect(updated.statusHistory?.map((h) => h.status)).toEqual(["Confirmed"]);
    expect(updated.trackingNumber).toBe("TRACK-1");
  });

  it("sends a status change by realtime to the order's owner only", async () => {
    const order = await placeOrder();
    const seen: Record<string, string[]> = { alice: [], bob: [], guest: [] };
    const guest = guestClient();
    const stops = await Promise.all(
      (
        [
          ["alice", alice.pb],
          ["bob", bob.pb],
          ["guest", guest],
        ] as const
      ).map(([who, pb]) =>
        pb.collection("orders").subscribe<OrderRecord>("*", (event) => {
          seen[who]?.push(`${event.record.id}:${event.record.status}`);
        }),
      ),
    );
    try {
      await admin.collection("orders").update(order.id, { status: "Payment received" });
      await expect
        .poll(() => seen.alice, { timeout: 2_000 })
        .toContain(`${order.id}:Payment received`);
      // give the others the same time again: they must still have nothing
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(seen.bob).toEqual([]);
      expect(seen.guest).toEqual([]);
    } finally {
      for (const stop of stops) await stop();
    }
  });

  it("writes a note into the history only with the step it was written for", async () => {
    const order = await placeOrder();
    await admin
      .collection("orders")
      .update(order.id, { status: "Payment received", statusNote: "Thank you" });
    const shipped = await admin
      .collection("orders")
      .update<OrderRecord>(order.id, { status: "Shipped", trackingNumber: "CX1" });
    expect(shipped.statusHistory?.map((h) => [h.status, h.note])).toEqual([
      ["Confirmed", ""],
      ["Payment received", "Thank you"],
      ["Shipped", ""],
    ]);
  });

  it("never lets a customer change an order", async () => {
    const order = await placeOrder();
    const error = await failure(
      alice.pb.collection("orders").update(order.id, { status: "Payment received" }),
    );
    expect(error.status).toBe(403);
    const stored = await admin.collection("orders").getOne<OrderRecord>(order.id);
    expect(stored.status).toBe("Confirmed");
  });
});

describe("payment slips", () => {
  it("stores a slip once per clientId, owned by the caller, and marks the order", async () => {
    const order = await placeOrder();
    const clientId = randomUUID();
    const first = await alice.pb
      .collection("paymentslips")
      .create<PaymentSlipRecord>(slipForm(order.id, jpegBlob(), "slip.jpg", clientId));
    const again = await alice.pb
      .collection("paymentslips")
      .create<PaymentSlipRecord>(slipForm(order.id, jpegBlob(), "slip.jpg", clientId));
    expect(again.id).toBe(first.id);
    expect(first.user).toBe(alice.id);
    expect(await countAs(admin, "paymentslips", "order = {:order}", { order: order.id })).toBe(1);

    const stored = await admin.collection("orders").getOne<OrderRecord>(order.id);
    expect(stored.status).toBe("Confirmed");
    expect(stored.slipReceivedAt).not.toBe("");
    expect(stored.statusHistory?.map((h) => h.status)).toEqual(["Confirmed", "Slip received"]);

    // a second slip is allowed and does not repeat the history line
    await alice.pb
      .collection("paymentslips")
      .create(slipForm(order.id, new Blob(["%PDF-1.4\n%%EOF\n"]), "slip.pdf"));
    expect(await countAs(admin, "paymentslips", "order = {:order}", { order: order.id })).toBe(2);
    const after = await admin.collection("orders").getOne<OrderRecord>(order.id);
    expect(after.statusHistory?.map((h) => h.status)).toEqual(["Confirmed", "Slip received"]);
  });

  it("refuses a slip for another customer's order and from a guest", async () => {
    const order = await placeOrder();
    const fromBob = await failure(
      bob.pb.collection("paymentslips").create(slipForm(order.id, jpegBlob(), "slip.jpg")),
    );
    expect(fromBob.status).toBe(400);
    const fromGuest = await failure(
      guestClient()
        .collection("paymentslips")
        .create(slipForm(order.id, jpegBlob(), "slip.jpg")),
    );
    expect([400, 401, 403]).toContain(fromGuest.status);
    expect(await countAs(admin, "paymentslips", "order = {:order}", { order: order.id })).toBe(0);
  });

  it("lets only the owner and superusers list, view and fetch a slip", async () => {
    const order = await placeOrder();
    const slip = await alice.pb
      .collection("paymentslips")
      .create<PaymentSlipRecord>(slipForm(order.id, jpegBlob(), "slip.jpg"));
    const guest = guestClient();

    const listed = async (pb: PocketBase) =>
      (
        await pb
          .collection("paymentslips")
          .getFullList({ filter: pb.filter("order = {:order}", { order: order.id }) })
      ).map((s) => s.id);
    expect(await listed(alice.pb)).toEqual([slip.id]);
    expect(await listed(admin)).toEqual([slip.id]);
    expect(await listed(bob.pb)).toEqual([]);
    expect(await listed(guest)).toEqual([]);
    expect((await failure(bob.pb.collection("paymentslips").getOne(slip.id))).status).toBe(404);
    expect((await failure(guest.collection("paymentslips").getOne(slip.id))).status).toBe(404);
    // customers can neither change nor delete a slip, not even their own
    for (const pb of [alice.pb, bob.pb]) {
      expect((await failure(pb.collection("paymentslips").update(slip.id, {}))).status).toBe(403);
      expect((await failure(pb.collection("paymentslips").delete(slip.id))).status).toBe(403);
    }

    const fetchAs = async (pb: PocketBase | null) => {
      const token = pb ? await pb.files.getToken() : "";
      const url = alice.pb.files.getURL(slip, slip.file, token ? { token } : {});
      const response = await fetch(url);
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const own = await fetchAs(alice.pb);
    expect(own.status).toBe(200);
    expect(own.bytes.equals(jpeg)).toBe(true);
    expect((await fetchAs(admin)).status).toBe(200);
    expect((await fetchAs(bob.pb)).status).toBe(404);
    expect((await fetchAs(null)).status).toBe(404);
  });

  it("refuses a 6 MB file and keeps accepting one just under 5 MB", async () => {
    const order = await placeOrder();
    const padded = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(jpeg);
      return new Blob([bytes], { type: "image/jpeg" });
    };
    const big = await failure(
      alice.pb
        .collection("paymentslips")
        .create(slipForm(order.id, padded(6 * 1024 * 1024), "a.jpg")),
    );
    expect([400, 413]).toContain(big.status);
    expect(await countAs(admin, "paymentslips", "order = {:order}", { order: order.id })).toBe(0);
    await alice.pb
      .collection("paymentslips")
      .create(slipForm(order.id, padded(5 * 1024 * 1024 - 1024), "b.jpg"));
    expect(await countAs(admin, "paymentslips", "order = {:order}", { order: order.id })).toBe(1);
  });

  it("refuses a program renamed to .jpg (checked by content)", async () => {
    const order = await placeOrder();
    const exe = new Uint8Array(4096);
    exe.set(new TextEncoder().encode("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff"));
    exe.set(new TextEncoder().encode("PE\0\0"), 128);
    const error = await failure(
      alice.pb
        .collection("paymentslips")
        .create(slipForm(order.id, new Blob([exe], { type: "image/jpeg" }), "slip.jpg")),
    );
    expect(error.status).toBe(400);
    expect(error.response.data.file.message).toBe(SLIP_RULE.wrongType);
    expect(await countAs(admin, "paymentslips", "order = {:order}", { order: order.id })).toBe(0);
  });
});
