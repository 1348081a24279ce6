/**
 * A quote's secret link, for a custom request sent without an account
 * (docs/decisions/0230-a-guests-quote-by-its-link.md): the shop reads the secret to send it on
 * WhatsApp; whoever opens the link signed in claims the quote through
 * POST /api/shop/quotes/claim. The first account wins; guests and shop accounts never claim;
 * no customer reads or searches a secret through the collection's API.
 */
import { randomUUID } from "node:crypto";
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import {
  QUOTE_NOT_FOUND,
  QUOTE_NOT_YOURS,
  QUOTE_SHOP_ACCOUNT,
  QUOTE_SIGN_IN,
  QUOTE_TAKEN,
} from "../../src/shared/quotes";
import { admin, alice, bob, withAliceAndBob } from "./cast";
import { createStaff, failure, guestClient, validCheckout } from "./helpers";
import { ownServers } from "./own-servers";

withAliceAndBob("Alice Claims", "Bob Claims");

let staff: PocketBase;

beforeAll(async () => {
  ({ pb: staff } = await createStaff(admin, "Ruwan"));
});

/** A custom request sent by `by` (a guest unless signed in) and the staff's quote for it. */
async function guestQuote(by: PocketBase = guestClient()) {
  const asked = await by.collection("customorders").create({
    clientId: randomUUID(),
    name: "Nimal Perera",
    whatsapp: "0771234567",
    description: "A Zojirushi rice cooker, 1 litre, white.",
    referenceLinks: [],
  });
  const quote = await staff.collection("quotes").create({
    request: asked.id,
    item: "Zojirushi rice cooker NS-LGC05",
    price: 42000,
    weightGrams: 3500,
    note: "",
  });
  return { id: quote.id, user: String(quote.user), token: String(quote.token) };
}

const claim = (pb: PocketBase, token: string) =>
  pb.send("/api/shop/quotes/claim", { method: "POST", body: { token } });

/** The refusal's status and its sentence. */
async function refused(call: Promise<unknown>) {
  const error = await failure(call);
  return [error.status, error.response.message];
}

const ownerOf = async (id: string) => (await admin.collection("quotes").getOne(id)).user;

describe("a quote's link", () => {
  it("carries a secret the server makes, which staff read to send it", async () => {
    const quote = await guestQuote();
    expect(quote.user).toBe("");
    expect(quote.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect((await staff.collection("quotes").getOne(quote.id)).token).toBe(quote.token);
    expect((await guestQuote()).token).not.toBe(quote.token);
  });

  it("is claimed by the first customer who opens it; another is refused in words", async () => {
    const quote = await guestQuote();
    expect(await refused(claim(guestClient(), quote.token))).toEqual([401, QUOTE_SIGN_IN]);
    const taken = await claim(alice.pb, quote.token);
    expect(taken.id).toBe(quote.id);
    expect(taken.user).toBe(alice.id);
    expect(taken.token).toBeUndefined();
    expect(await refused(claim(bob.pb, quote.token))).toEqual([403, QUOTE_TAKEN]);
    // the same account again (the link opened twice) is fine and changes nothing
    expect((await claim(alice.pb, quote.token)).user).toBe(alice.id);
    expect(await ownerOf(quote.id)).toBe(alice.id);
  });

  it("never makes staff or the owner the quote's customer", async () => {
    const quote = await guestQuote();
    expect(await refused(claim(staff, quote.token))).toEqual([403, QUOTE_SHOP_ACCOUNT]);
    expect(await refused(claim(admin, quote.token))).toEqual([403, QUOTE_SHOP_ACCOUNT]);
    expect(await ownerOf(quote.id)).toBe("");
  });

  it("is refused another's quote sent to a signed-in customer", async () => {
    const quote = await guestQuote(alice.pb);
    expect(quote.user).toBe(alice.id);
    expect(await refused(claim(bob.pb, quote.token))).toEqual([403, QUOTE_TAKEN]);
    expect((await claim(alice.pb, quote.token)).id).toBe(quote.id);
  });

  it("with a wrong secret says the quote was not found", async () => {
    await guestQuote();
    const wrong = "A".repeat(32);
    expect(await refused(claim(alice.pb, wrong))).toEqual([404, QUOTE_NOT_FOUND]);
    expect(await refused(claim(alice.pb, ""))).toEqual([404, QUOTE_NOT_FOUND]);
  });

  it("once claimed, the quote is accepted by its claimer only", async () => {
    const quote = await guestQuote();
    await claim(alice.pb, quote.token);
    const accept = (pb: PocketBase) =>
      pb.collection("orders").create({
        clientId: randomUUID(),
        orderNumber: "",
        items: [],
        quote: quote.id,
        ...validCheckout(),
        paymentMethod: "bank",
      });
    expect(JSON.stringify((await failure(accept(bob.pb))).response)).toContain(QUOTE_NOT_YOURS);
    const order = await accept(alice.pb);
    expect(order.subTotal).toBe(42000);
    const used = await admin.collection("quotes").getOne(quote.id);
    expect([used.status, used.order]).toEqual(["accepted", order.id]);
  });
});

describe("a quote's secret", () => {
  it("is never read or searched by a customer or a guest through the API", async () => {
    const unclaimed = await guestQuote();
    const claimed = await guestQuote();
    await claim(alice.pb, claimed.token);
    // the claimer reads their quote, without its secret (they hold the link already)
    const own = await alice.pb.collection("quotes").getOne(claimed.id);
    expect(own.token).toBeUndefined();
    // and finds it among their Quotes (the profile's list)
    const listed = await alice.pb.collection("quotes").getFullList();
    expect(listed.map((quote) => quote.id)).toContain(claimed.id);
    expect(listed.map((quote) => quote.token)).not.toContain(claimed.token);
    // nobody finds a quote by its secret, nor lists the quotes nobody claimed yet
    for (const pb of [alice.pb, bob.pb, guestClient()]) {
      for (const token of [claimed.token, unclaimed.token]) {
        const found = await pb
          .collection("quotes")
          .getList(1, 10, { filter: pb.filter("token = {:token}", { token }) })
          .then((page) => page.items.length)
          .catch(() => 0);
        expect(found).toBe(0);
      }
      const seen = (await pb.collection("quotes").getFullList()).map((quote) => quote.id);
      expect(seen).not.toContain(unclaimed.id);
    }
  });
});

describe("quote links under the real limits", () => {
  const own = ownServers();

  it("answer at most 20 claims a minute from one address, so secrets cannot be tried in bulk", async () => {
    const server = await own.server({ realLimits: true });
    const guess = () =>
      fetch(`${server.url}/api/shop/quotes/claim`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: "A".repeat(32) }),
      });
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await guess()).status);
    expect(answers.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});
