/**
 * What a signed-in customer's order body can and cannot decide
 * (docs/decisions/0005-the-server-decides-every-order.md): only the lines, the checkout fields, a
 * clientId and a proposed number; and the per-account order limit holds under concurrent requests.
 */
import { randomUUID } from "node:crypto";
import PocketBase from "pocketbase";
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { admin, alice, catalogue, withAliceAndBob } from "./cast";
import { createCatalogue, orderBody, PASSWORD } from "./helpers";

withAliceAndBob("Alice Forger", "Bob Bystander");

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.dispose()));
});

describe("a customer's order body", () => {
  it("cannot set the shop's fields: status, notes, tracking, slip date, money, owner, id", async () => {
    const line = { product: catalogue.plainId, option: null, quantity: 2 };
    const chosenId = "forgedorder1234";
    const stored = await alice.pb.collection("orders").create({
      ...orderBody([line]),
      id: chosenId,
      status: "Delivered",
      statusNote: "Paid in full, ship at once",
      trackingNumber: "FAKE-123",
      slipReceivedAt: "2030-01-01 00:00:00.000Z",
      statusHistory: [{ status: "Delivered", note: "", at: "2030-01-01T00:00:00Z" }],
      subTotal: 1,
      shipping: 1,
      total: 1,
      user: "someoneelse1234",
      userName: "Somebody Else",
      userEmail: "victim@example.com",
    });
    const order = await admin.collection("orders").getOne(stored.id);
    expect(order.id).not.toBe(chosenId);
    expect(order).toMatchObject({
      status: "Confirmed",
      statusNote: "",
      trackingNumber: "",
      slipReceivedAt: "",
      subTotal: 3000,
      // Colombo, 1 kg: the seeded 350, not the 1 sent
      shipping: 350,
      total: 3350,
      user: alice.id,
      userEmail: alice.email,
    });
    expect(order.statusHistory.map((step: { status: string }) => step.status)).toEqual([
      "Confirmed",
    ]);
  });
});

describe("the per-account order limit", () => {
  it("stores only what is left of the hourly 10 when 15 orders arrive at once", async () => {
    const server = await startTestServer({ realLimits: true });
    servers.push(server);
    const shop = new PocketBase(server.url);
    shop.autoCancellation(false);
    await shop.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    const products = await createCatalogue(shop);
    const email = `racer-${randomUUID().slice(0, 8)}@example.com`;
    await shop
      .collection("users")
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Quick Racer" });
    const racer = new PocketBase(server.url);
    racer.autoCancellation(false);
    await racer.collection("users").authWithPassword(email, PASSWORD);

    const line = { product: products.plainId, option: null, quantity: 1 };
    for (let i = 0; i < 5; i++) await racer.collection("orders").create(orderBody([line]));
    // raw requests sent together, each on its own connection, as a racing client sends them
    const bodies = Array.from({ length: 15 }, () => JSON.stringify(orderBody([line])));
    const answers = await Promise.allSettled(
      bodies.map((body) =>
        fetch(`${server.url}/api/collections/orders/records`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: racer.authStore.token },
          body,
        }).then((r) => (r.ok ? r : Promise.reject({ status: r.status }))),
      ),
    );
    const statuses = answers.map((a) => (a.status === "fulfilled" ? 200 : a.reason.status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const stored = await shop.collection("orders").getList(1, 1, {
      filter: shop.filter("userEmail = {:email}", { email }),
    });
    expect(stored.totalItems).toBe(10);
  });
});
