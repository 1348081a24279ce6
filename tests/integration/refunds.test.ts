/**
 * Refunds and replacements for damaged goods (docs/decisions/0210-refunds-and-replacements.md)
 * on a server of their own, so the sales figures are exactly this file's orders: the seven
 * Sri Lankan working days after delivery, the cap at what was paid, the owner alone, the
 * replacement at LKR 0 made by the server only, and revenue as money received less refunds.
 */
import { randomUUID } from "node:crypto";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "../../src/shared/sri-lanka-time";
import { lastRefundDay, longDay, sriLankaDay } from "../../src/shared/working-days";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { type Catalogue, createCatalogue, deliveredCopy, orderBody, PASSWORD } from "./helpers";

let server: TestServer;
let owner: PocketBase;
let staff: PocketBase;
let customer: PocketBase;
let other: PocketBase;
let catalogue: Catalogue;

function client() {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  return pb;
}

async function account(name: string) {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  await owner
    .collection("users")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name });
  const pb = client();
  await pb.collection("users").authWithPassword(email, PASSWORD);
  return pb;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = client();
  await owner.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  catalogue = await createCatalogue(owner);
  customer = await account("Nimal");
  other = await account("Kamala");
  const email = `staff-${randomUUID().slice(0, 8)}@shop.test`;
  await owner
    .collection("staff")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Sunil" });
  staff = client();
  await staff.collection("staff").authWithPassword(email, PASSWORD);
});

afterAll(async () => {
  await server?.dispose();
});

/** A customer's order (1,500 + 350 delivery = 1,850), worked by the owner to `status`. */
async function placed(steps: string[] = []) {
  const body = orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]);
  const order = await customer.collection("orders").create(body);
  for (const action of steps) await act(owner, order.id, action);
  return owner.collection("orders").getOne(order.id);
}

/** The same order as delivered at `deliveredMs` (the dashboard's import: a superuser create). */
async function deliveredAt(deliveredMs: number) {
  const source = await placed();
  return deliveredCopy(owner, source, deliveredMs);
}

async function act(pb: PocketBase, order: string, action: string, fields: object = {}) {
  const current = await owner.collection("orders").getOne(order);
  return pb.collection("orderactions").create({
    clientId: randomUUID(),
    order,
    action,
    fromStatus: current.status,
    ...fields,
  });
}

const VIDEO = "https://drive.example.com/unboxing.mp4";
const refund = (pb: PocketBase, order: string, amount: number, extra: object = {}) =>
  act(pb, order, "refund", { amount, note: "Bottle broken", videoUrl: VIDEO, ...extra });

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const e = error as { status: number; response: { message: string; data: object } };
    const data = JSON.stringify(e.response.data);
    return { status: e.status, message: e.response.message, data };
  }
  throw new Error("expected a refusal");
}

const sales = async () =>
  (
    await fetch(`${server.url}/api/shop/admin/sales`, {
      headers: { Authorization: owner.authStore.token },
    })
  ).json();

describe("the seven working days after delivery", () => {
  /** The most recent delivery day whose last day is before today, and the one after it. */
  function edges() {
    const now = Date.now();
    const today = sriLankaDay(now);
    let k = 1;
    while (lastRefundDay(now - k * DAY_MS) >= today) k++;
    return { late: now - k * DAY_MS, inTime: now - (k - 1) * DAY_MS };
  }

  it("takes a refund on the last working day and refuses it the day after, naming it", async () => {
    const { late, inTime } = edges();
    // seven working days always span a weekend: more than 7 calendar days back
    expect(Math.round((Date.now() - inTime) / DAY_MS)).toBeGreaterThanOrEqual(7);
    const ok = await deliveredAt(inTime);
    await refund(owner, ok.id, 500);
    const old = await deliveredAt(late);
    const refused = await refusal(refund(owner, old.id, 500));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(
      `Too late: refunds and replacements for damage are taken within seven working days of delivery, and the last day for this order was ${longDay(lastRefundDay(late))}.`,
    );
    expect((await owner.collection("orders").getOne(old.id)).refunded).toBe(0);
  });

  it("refuses an order not delivered", async () => {
    const paid = await placed(["paid"]);
    const refused = await refusal(refund(owner, paid.id, 100));
    expect(refused.message).toBe("Refunds and replacements are for delivered orders only.");
  });
});

describe("a refund", () => {
  it("is at most what was paid, all refunds together", async () => {
    const delivered = await deliveredAt(Date.now());
    const over = await refusal(refund(owner, delivered.id, 1851));
    expect(over.message).toBe("At most LKR 1,850 can be refunded: LKR 1,850 was paid.");
    await refund(owner, delivered.id, 1000);
    const second = await refusal(refund(owner, delivered.id, 851));
    expect(second.message).toBe(
      "At most LKR 850 can be refunded: LKR 1,850 was paid and LKR 1,000 refunded already.",
    );
    await refund(owner, delivered.id, 850);
    const none = await refusal(refund(owner, delivered.id, 1));
    expect(none.message).toContain("Nothing is left to refund");
    const stored = await customer.collection("orders").getOne(delivered.id);
    expect(stored.refunded).toBe(1850);
    expect(stored.refunds).toEqual([
      { amount: 1000, reason: "Bottle broken", at: expect.any(String) },
      { amount: 850, reason: "Bottle broken", at: expect.any(String) },
    ]);
  });

  it("needs a reason and an https link to the unboxing video", async () => {
    const delivered = await deliveredAt(Date.now());
    const noReason = await refusal(refund(owner, delivered.id, 10, { note: " " }));
    expect(noReason.data).toContain("Please give the reason for the refund.");
    for (const videoUrl of ["", "http://drive.example.com/v.mp4", "javascript:alert(1)"]) {
      const bad = await refusal(refund(owner, delivered.id, 10, { videoUrl }));
      expect(bad.data).toContain("unboxing video");
    }
  });

  it("is the owner's alone: staff, customers and guests are refused", async () => {
    const delivered = await deliveredAt(Date.now());
    expect((await refusal(refund(staff, delivered.id, 10))).status).toBe(403);
    for (const pb of [customer, other, client()]) {
      expect([400, 401, 403]).toContain((await refusal(refund(pb, delivered.id, 10))).status);
    }
    const history = await owner
      .collection("orderactions")
      .getFullList({ filter: `order = "${delivered.id}"` });
    expect(history).toEqual([]);
    const done = await refund(owner, delivered.id, 10);
    expect(done.by).toBe(`Owner (${TEST_ADMIN.email})`);
    expect(done.amount).toBe(10);
    expect(done.videoUrl).toBe(VIDEO);
  });
});

describe("a replacement", () => {
  it("is a new order at LKR 0 of the chosen items, linked both ways, in the customer's list", async () => {
    const delivered = await deliveredAt(Date.now());
    const done = await act(owner, delivered.id, "replacement", {
      lines: [{ index: 0, quantity: 1 }],
      note: "Sent again",
    });
    const mine = await customer.collection("orders").getFullList();
    const copy = mine.find((o) => o.orderNumber === done.replacementOrder);
    expect(copy).toMatchObject({ total: 0, subTotal: 0, status: "Payment received" });
    expect(copy?.replacementOf).toBe(delivered.id);
    expect(copy?.items).toEqual([expect.objectContaining({ quantity: 1, price: 0, total: 0 })]);
    const original = await customer.collection("orders").getOne(delivered.id);
    expect(original.replacements).toEqual([
      { id: copy?.id, orderNumber: copy?.orderNumber, at: expect.any(String) },
    ]);
    const more = await refusal(
      act(owner, delivered.id, "replacement", { lines: [{ index: 0, quantity: 2 }], note: "" }),
    );
    expect(more.message).toBe("Choose items of this order, at most as many as were bought.");
    expect(
      (
        await refusal(
          act(staff, delivered.id, "replacement", { lines: [{ index: 0, quantity: 1 }] }),
        )
      ).status,
    ).toBe(403);
  });

  it("cannot be made by a customer, nor can a customer order at LKR 0", async () => {
    const delivered = await deliveredAt(Date.now());
    const body = orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]);
    const sneaky = await customer.collection("orders").create({
      ...body,
      total: 0,
      subTotal: 0,
      replacementOf: delivered.id,
      refunded: 0,
      status: "Payment received",
    });
    expect(sneaky.total).toBe(1850);
    expect(sneaky.replacementOf).toBe("");
    expect(sneaky.status).toBe("Confirmed");
    const asCustomer = await refusal(
      act(customer, delivered.id, "replacement", { lines: [{ index: 0, quantity: 1 }] }),
    );
    expect([400, 403]).toContain(asCustomer.status);
  });
});

describe("sales", () => {
  it("count money received less refunds, never an unpaid order, with refunds as a line", async () => {
    const before = (await sales()).today;
    await placed(); // unpaid: counts nothing
    const paid = await placed(["paid"]); // the advance: 925
    const delivered = await deliveredAt(Date.now()); // all: 1,850
    const after = (await sales()).today;
    expect(after.received - before.received).toBe(925 + 1850);
    expect(after.revenue - before.revenue).toBe(925 + 1850);
    await refund(owner, delivered.id, 600);
    const refunded = (await sales()).today;
    expect(refunded.refunds - after.refunds).toBe(600);
    expect(refunded.revenue).toBe(refunded.received - refunded.refunds);
    expect(refunded.revenue - after.revenue).toBe(-600);
    expect(paid.status).toBe("Payment received");
  });

  it("give the accountant's CSV the refund columns", async () => {
    const delivered = await deliveredAt(Date.now());
    await refund(owner, delivered.id, 300, { note: "=cracked lid" });
    const today = sriLankaDay(Date.now());
    const res = await fetch(`${server.url}/api/shop/admin/orders.csv?from=${today}&to=${today}`, {
      headers: { Authorization: owner.authStore.token },
    });
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toContain(`"Refunded (LKR)","Refund dates (Sri Lanka)","Refund reasons"`);
    const row = lines.find((l) => l.startsWith(`"${delivered.orderNumber}"`)) ?? "";
    expect(row).toMatch(/,300,"\d{4}-\d\d-\d\d \d\d:\d\d","'=cracked lid"$/);
  });
});
