/**
 * A refusal is an answer too (docs/decisions/0006-exactly-once.md): once the shop's rules refused
 * a submission, every later copy of it (same clientId) gets the same refusal, even when the
 * rules would now let it through, so a retransmission or a second sender (the page and the
 * service worker) can never store what a device was told was refused. Found by the fault
 * history (npm run bench -- faults): a duplicated POST that reached the server after a stock
 * toggle was stored while the device had been told "out of stock".
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { admin, alice, bob, catalogue, withAliceAndBob } from "./cast";
import { countAs, failure, orderBody } from "./helpers";

withAliceAndBob("Alice Fernando", "Bob Silva");

async function productOutOfStock() {
  return admin.collection("products").create({
    name: `Limited tote ${randomUUID().slice(0, 6)}`,
    category: catalogue.categoryId,
    subcategory: catalogue.subcategoryId,
    price: 2500,
    outOfStock: true,
  });
}

describe("a refused submission stays refused under its clientId", () => {
  it("answers a copy sent after the product came back with the same refusal, and stores none", async () => {
    const product = await productOutOfStock();
    const body = orderBody([{ product: product.id, option: null, quantity: 1 }]);
    const first = await failure(alice.pb.collection("orders").create(body));
    expect(first.status).toBe(400);
    expect(first.response.data.items.message).toBe(`${product.name} is out of stock.`);

    await admin.collection("products").update(product.id, { outOfStock: false });
    const copy = await failure(alice.pb.collection("orders").create(body));
    expect(copy.status).toBe(400);
    expect(copy.response).toEqual(first.response);
    expect(await countAs(admin, "orders", "clientId = {:id}", { id: body.clientId })).toBe(0);

    // the shopper's next order (a new clientId) goes through
    const again = { ...body, clientId: randomUUID() };
    const order = await alice.pb.collection("orders").create(again);
    expect(order.status).toBe("Confirmed");
  });

  it("does not show one account's refusal to another, who finds the clientId taken", async () => {
    const product = await productOutOfStock();
    const body = orderBody([{ product: product.id, option: null, quantity: 1 }]);
    await failure(alice.pb.collection("orders").create(body));
    const other = await failure(bob.pb.collection("orders").create(body));
    expect(other.status).toBe(400);
    expect(other.response.data).toEqual({
      clientId: { code: "validation_not_unique", message: "This clientId is already used." },
    });
  });

  it("keeps refusals from anyone but a superuser", async () => {
    for (const client of [alice.pb, bob.pb]) {
      const listed = await failure(client.collection("refusals").getList(1, 1));
      expect([403, 404]).toContain(listed.status);
    }
  });
});
