/**
 * A quoted line in an order the shop enters (docs/decisions/0220-orders-taken-by-the-shop.md):
 * the owner or staff order an open quote for its customer through POST /api/shop/orders, priced
 * from the stored quote plus delivery by district, the quote marked used with the order. A
 * customer's quote goes only to their account; a quote nobody claimed goes to whoever is entered,
 * with a follow link when they have no account.
 */
import { randomUUID } from "node:crypto";
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../src/lib/types";
import { decideDelivery } from "../../src/shared/delivery";
import { QUOTE_DECLINED, QUOTE_EXPIRED, QUOTE_USED } from "../../src/shared/quotes";
import { admin, alice, bob, catalogue, withAliceAndBob } from "./cast";
import {
  createStaff,
  failure,
  freshOrderNumber,
  guestClient,
  unique,
  validCheckout,
} from "./helpers";

withAliceAndBob("Alice Quoted", "Bob Quoted");

let staff: PocketBase;

beforeAll(async () => {
  ({ pb: staff } = await createStaff(admin, "Chaminda"));
});

const QUOTE = { item: "Zojirushi rice cooker NS-LGC05", price: 42000, weightGrams: 3500 };

/** A custom request sent by `by` (a guest unless signed in) and the owner's quote for it. */
async function quoteOf(by: PocketBase) {
  const asked = await by.collection("customorders").create({
    clientId: randomUUID(),
    name: "Nimal Perera",
    whatsapp: "0771234567",
    description: "A Zojirushi rice cooker, 1 litre, white.",
    referenceLinks: [],
  });
  const quote = await admin.collection("quotes").create({ request: asked.id, ...QUOTE, note: "" });
  return quote.id;
}

/** The shop's order of quote `quote` for the customer of `email`; catalogue lines are ignored. */
function quotedOrder(quote: string, email: string) {
  const checkout = validCheckout();
  return {
    clientId: randomUUID(),
    orderNumber: freshOrderNumber(),
    items: [{ product: catalogue.plainId, option: null, quantity: 5 }],
    quote,
    ...checkout,
    customerInfo: { ...checkout.customerInfo, email },
    paymentMethod: "bank",
    subTotal: 1,
    total: 1,
  };
}

interface Entered {
  order: Order & { user: string; quote: string };
  account: boolean;
  followPath: string;
}

const enter = (client: PocketBase, body: object) =>
  client.send<Entered>("/api/shop/orders", { method: "POST", body });

/** The refusal's sentence (a 400). */
async function refusal(call: Promise<unknown>) {
  const error = await failure(call);
  expect(error.status).toBe(400);
  return String(error.response.message);
}

const accept = (pb: PocketBase, quote: string) =>
  pb.collection("orders").create({
    clientId: randomUUID(),
    orderNumber: "",
    items: [],
    quote,
    ...validCheckout(),
    paymentMethod: "bank",
  });

const statusOf = async (id: string) => (await admin.collection("quotes").getOne(id)).status;

describe("a quoted line the shop enters", () => {
  it("is priced from the stored quote plus delivery, and the customer cannot accept it again", async () => {
    const quote = await quoteOf(alice.pb);
    const made = await enter(staff, quotedOrder(quote, alice.email.toUpperCase()));
    const fee = decideDelivery({
      district: validCheckout().shippingAddress.district,
      paymentMethod: "bank",
      lines: [{ quantity: 1, weightKg: QUOTE.weightGrams / 1000 }],
      zones: null,
      freeShippingUntil: "",
      nowMs: Date.now(),
    });
    if (!fee.ok) throw new Error(fee.message);
    const stored = await admin.collection("orders").getOne<Entered["order"]>(made.order.id);
    expect(stored.items).toEqual([
      expect.objectContaining({ id: quote, name: QUOTE.item, quantity: 1, price: QUOTE.price }),
    ]);
    expect([stored.subTotal, stored.total]).toEqual([
      QUOTE.price,
      QUOTE.price + fee.values.shipping,
    ]);
    expect(stored.user).toBe(alice.id);
    expect(stored.quote).toBe(quote);
    const used = await admin.collection("quotes").getOne(quote);
    expect([used.status, used.order]).toEqual(["accepted", made.order.id]);
    expect(await refusal(accept(alice.pb, quote))).toContain(QUOTE_USED);
  });

  it("of a quote nobody claimed goes to whoever is entered, with a follow link", async () => {
    const quote = await quoteOf(guestClient());
    const made = await enter(admin, quotedOrder(quote, `${unique("walkin")}@example.com`));
    expect(made.account).toBe(false);
    expect(made.followPath).toMatch(/^\/order\/[A-Za-z0-9]{32}$/);
    const seen = await guestClient().send(`/api/shop/follow/${made.followPath.slice(7)}`, {});
    expect(seen.items).toEqual([expect.objectContaining({ name: QUOTE.item, price: QUOTE.price })]);
    expect(await statusOf(quote)).toBe("accepted");
  });

  it("of a customer's quote is refused with another email, so it never lands in the wrong account", async () => {
    const quote = await quoteOf(alice.pb);
    for (const email of [bob.email, `${unique("stranger")}@example.com`]) {
      expect(await refusal(enter(admin, quotedOrder(quote, email)))).toBe(
        "This quote is for a customer's account: enter that account's email to order it.",
      );
    }
    expect(await statusOf(quote)).toBe("open");
    const theirs = await bob.pb.collection("orders").getFullList<Order>();
    expect(theirs.some((o) => o.items.some((i) => i.name === QUOTE.item))).toBe(false);
  });

  it("is refused once the quote expired, was used or was declined", async () => {
    const expired = await quoteOf(alice.pb);
    await admin
      .collection("quotes")
      .update(expired, { validUntil: new Date(Date.now() - 1000).toISOString() });
    expect(await refusal(enter(admin, quotedOrder(expired, alice.email)))).toBe(QUOTE_EXPIRED);

    const used = await quoteOf(alice.pb);
    await accept(alice.pb, used);
    expect(await refusal(enter(admin, quotedOrder(used, alice.email)))).toBe(QUOTE_USED);

    const declined = await quoteOf(alice.pb);
    await alice.pb.send(`/api/shop/quotes/${declined}/decline`, { method: "POST" });
    expect(await refusal(enter(admin, quotedOrder(declined, alice.email)))).toBe(QUOTE_DECLINED);

    expect(await refusal(enter(admin, quotedOrder("nosuchquote1234", alice.email)))).toBe(
      "No quote has this id. Choose an open quote.",
    );
  });

  it("is refused to a customer, even for their own quote, leaving it open", async () => {
    const quote = await quoteOf(alice.pb);
    expect((await failure(enter(alice.pb, quotedOrder(quote, alice.email)))).status).toBe(403);
    expect(await statusOf(quote)).toBe("open");
  });
});
