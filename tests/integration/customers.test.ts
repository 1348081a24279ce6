/**
 * /admin -> Customers against the real server: the owner and staff list the shop's customers
 * (searched by name, email or phone, a page at a time) with their orders, what they paid and
 * the shop's note; customers and guests get nothing, and nobody reaches the notes otherwise.
 */
import { randomUUID } from "node:crypto";
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { admin, alice, bob, catalogue, withAliceAndBob } from "./cast";
import { failure, guestClient, orderBody, PASSWORD } from "./helpers";

withAliceAndBob(`Alice ${randomUUID().slice(0, 6)}`, "Bob Customer");

let staff: PocketBase;

interface Listed {
  id: string;
  name: string;
  email: string;
  phone: string;
  orders: number;
  totalSpent: number;
  lastOrder: { id: string; number: string } | null;
  note: string;
}
interface Page {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: Listed[];
}

async function call(client: PocketBase, path: string, init: RequestInit = {}) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (client.authStore.token) headers.Authorization = client.authStore.token;
  return fetch(`${client.baseURL}/api/shop/admin/customers${path}`, { ...init, headers });
}

async function search(client: PocketBase, q: string, page = 1): Promise<Page> {
  const res = await call(client, `?q=${encodeURIComponent(q)}&page=${page}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

const step = (order: { id: string; status?: string }, action: string, fields = {}) =>
  admin.collection("orderactions").create({
    clientId: randomUUID(),
    order: order.id,
    action,
    fromStatus: order.status,
    ...fields,
  });

beforeAll(async () => {
  const email = `staff-${randomUUID().slice(0, 8)}@shop.test`;
  await admin
    .collection("staff")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Nimal" });
  staff = guestClient();
  await staff.collection("staff").authWithPassword(email, PASSWORD);
  // Alice: one delivered (1500 + delivery), one paid (advance), one waiting, one cancelled
  const place = () =>
    alice.pb
      .collection("orders")
      .create(orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]));
  const delivered = await place();
  await step(delivered, "paid");
  await step({ id: delivered.id, status: "Payment received" }, "shipped", {
    trackingNumber: "T1",
  });
  await step({ id: delivered.id, status: "Shipped" }, "delivered");
  await step(await place(), "paid");
  await place();
  await step(await place(), "cancelled", { note: "Customer asked" });
});

describe("the customers list", () => {
  it("shows the owner a customer's orders, what they paid and the last order", async () => {
    const found = await search(admin, alice.email);
    expect(found.totalItems).toBe(1);
    const [row] = found.items;
    const orders = await admin
      .collection("orders")
      .getFullList({ filter: `user = "${alice.id}"`, sort: "-created" });
    const total = orders[0]?.total as number;
    expect(row).toMatchObject({ id: alice.id, email: alice.email, orders: 4 });
    // paid so far: the delivered order in full and the paid one's 50% advance; nothing of the
    // one still awaiting payment or the cancelled one
    expect(row?.totalSpent).toBe(total + Math.ceil(total / 2));
    expect(row?.lastOrder?.number).toBe(orders[0]?.orderNumber);
    expect(row?.phone).not.toBe("");
  });

  it("finds a customer by name and by the phone of their orders, for staff too", async () => {
    expect((await search(staff, alice.name.toUpperCase())).items.map((c) => c.id)).toEqual([
      alice.id,
    ]);
    const phone = (await search(admin, alice.email)).items[0]?.phone ?? "";
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3)}`;
    expect((await search(staff, spaced)).items.map((c) => c.id)).toContain(alice.id);
    expect((await search(staff, "no-such-person-xyz")).items).toEqual([]);
  });

  it("comes a page of 20 at a time", async () => {
    const first = await search(admin, "");
    expect(first.perPage).toBe(20);
    expect(first.items.length).toBe(Math.min(20, first.totalItems));
    const beyond = await search(admin, "", 9999);
    expect(beyond.page).toBe(first.totalPages);
  });

  it("keeps the shop's note, written by owner or staff, out of everyone else's reach", async () => {
    const saved = await call(staff, `/${bob.id}/note`, {
      method: "PUT",
      body: JSON.stringify({ note: "  Prefers WhatsApp  " }),
    });
    expect(saved.status).toBe(200);
    expect((await search(admin, bob.email)).items[0]?.note).toBe("Prefers WhatsApp");
    const long = await call(admin, `/${bob.id}/note`, {
      method: "PUT",
      body: JSON.stringify({ note: "x".repeat(2001) }),
    });
    expect(long.status).toBe(400);
    expect((await search(admin, bob.email)).items[0]?.note).toBe("Prefers WhatsApp");
    const nobody = await call(admin, "/nosuchuser12345/note", {
      method: "PUT",
      body: JSON.stringify({ note: "x" }),
    });
    expect(nobody.status).toBe(404);
    for (const who of [alice.pb, bob.pb, staff]) {
      expect((await failure(who.collection("customernotes").getFullList())).status).toBe(403);
      const write = await failure(
        who.collection("customernotes").create({ user: bob.id, note: "x" }),
      );
      expect([400, 403]).toContain(write.status);
    }
  });

  it("is closed to customers and guests: no list, no note", async () => {
    for (const [who, status] of [
      [alice.pb, 403],
      [guestClient(), 401],
    ] as const) {
      expect((await call(who, `?q=${encodeURIComponent(bob.email)}`)).status).toBe(status);
      const note = await call(who, `/${alice.id}/note`, {
        method: "PUT",
        body: JSON.stringify({ note: "mine" }),
      });
      expect(note.status).toBe(status);
    }
    expect((await search(admin, alice.email)).items[0]?.note).toBe("");
  });
});
