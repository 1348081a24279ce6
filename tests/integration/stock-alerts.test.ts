/**
 * "Tell me when it's back" (docs/decisions/0180-back-in-stock-once.md) against a real
 * PocketBase that mails through a real SMTP sink: guests and customers ask, the same shopper
 * twice is one request, nobody reads or cancels another's, and the owner's restock tells each
 * waiting shopper exactly once (not again at the next restock, not while hidden).
 */
import { randomUUID } from "node:crypto";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailSink } from "../setup/mail-sink";
import { TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { createCatalogue, failure, PASSWORD, unique } from "./helpers";
import { mailingShop, ownServers } from "./own-servers";

let sink: MailSink;
let server: TestServer;
let admin: PocketBase;
let categoryId: string;
let subcategoryId: string;

beforeAll(async () => {
  ({ sink, server, admin } = await mailingShop("orders@shop.test"));
  ({ categoryId, subcategoryId } = await createCatalogue(admin));
}, 60_000);

afterAll(async () => {
  await server?.dispose();
  await sink?.stop();
});

const guest = () => {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  return pb;
};

async function customer(language = "") {
  const email = `${unique("alert")}@example.com`;
  const user = await admin.collection("users").create({
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    name: "Nimal Perera",
    verified: true,
    language,
  });
  const pb = guest();
  await pb.collection("users").authWithPassword(email, PASSWORD);
  return { id: user.id, email, pb };
}

const soldOut = async (fields: Record<string, unknown> = {}) =>
  admin.collection("products").create({
    name: unique("Linen shirt"),
    nameSi: "ලිනන් කමිසය",
    handle: unique("linen-shirt"),
    brand: "Test",
    category: categoryId,
    subcategory: subcategoryId,
    price: 4500,
    outOfStock: true,
    ...fields,
  });

const ask = (pb: PocketBase, product: string, extra: Record<string, unknown> = {}) =>
  pb.collection("stockalerts").create({ product, language: "en", ...extra });

/** The mails queued to `to` about `name` (the queue is where the hook leaves them). */
const queuedTo = (to: string, name: string) =>
  admin
    .collection("mailqueue")
    .getFullList({ filter: admin.filter("to = {:to} && subject ~ {:name}", { to, name }) });

describe("asking", () => {
  it("a guest asks with an email; the same email again is still one request", async () => {
    const product = await soldOut();
    const email = `${unique("guest")}@example.com`;
    const first = await ask(guest(), product.id, { email });
    expect(first.id).toMatch(/^\w{15}$/);
    expect(first.token).toHaveLength(40);
    const again = await ask(guest(), product.id, { email: email.toUpperCase() });
    expect(again.token).toBe("");
    const rows = await admin.collection("stockalerts").getFullList({
      filter: admin.filter("product = {:id}", { id: product.id }),
    });
    expect(rows).toHaveLength(1);
  });

  it("refuses a guest without a valid email, in the form's words", async () => {
    const product = await soldOut();
    const error = await failure(ask(guest(), product.id, { email: "not-an-email" }));
    expect(error.status).toBe(400);
    expect(error.response.data.email.message).toBe("Valid email is required.");
  });

  it("refuses a product in stock or hidden", async () => {
    const inStock = await soldOut({ outOfStock: false });
    const hidden = await soldOut({ hidden: true });
    const email = `${unique("guest")}@example.com`;
    const one = await failure(ask(guest(), inStock.id, { email }));
    expect(one.response.data.product.message).toBe(
      "This product is in stock: add it to your cart.",
    );
    const two = await failure(ask(guest(), hidden.id, { email }));
    expect(two.response.data.product.message).toBe("This product is no longer in the shop.");
  });

  it("a customer asks once; another customer can neither see nor cancel it", async () => {
    const product = await soldOut();
    const ann = await customer();
    const ben = await customer();
    const made = await ask(ann.pb, product.id, { email: "someone-else@example.com" });
    await ask(ann.pb, product.id);
    const own = await ann.pb.collection("stockalerts").getFullList();
    expect(own.map((r) => r.id)).toEqual([made.id]);
    // the account's address is used, never one the request names
    expect((await admin.collection("stockalerts").getOne(made.id)).email).toBe("");
    expect(await ben.pb.collection("stockalerts").getFullList()).toEqual([]);
    expect((await failure(ben.pb.collection("stockalerts").delete(made.id))).status).toBe(404);
    expect((await failure(guest().collection("stockalerts").delete(made.id))).status).toBe(404);
    await ann.pb.collection("stockalerts").delete(made.id);
    expect(await ann.pb.collection("stockalerts").getFullList()).toEqual([]);
  });

  it("a guest's request is cancelled only with its token; nobody lists guests' emails", async () => {
    const product = await soldOut();
    const email = `${unique("guest")}@example.com`;
    const made = await ask(guest(), product.id, { email });
    const ann = await customer();
    expect(await ann.pb.collection("stockalerts").getFullList()).toEqual([]);
    expect(await guest().collection("stockalerts").getFullList()).toEqual([]);
    const wrong = { headers: { "X-Alert-Token": "x".repeat(40) } };
    expect((await failure(guest().collection("stockalerts").delete(made.id, wrong))).status).toBe(
      404,
    );
    expect((await failure(ann.pb.collection("stockalerts").delete(made.id))).status).toBe(404);
    await guest()
      .collection("stockalerts")
      .delete(made.id, { headers: { "X-Alert-Token": made.token } });
    expect((await failure(admin.collection("stockalerts").getOne(made.id))).status).toBe(404);
  });
});

describe("back in stock", () => {
  it("tells each waiting shopper once, by mail, in their language, with the product's link", async () => {
    const product = await soldOut();
    const guestEmail = `${unique("guest")}@example.com`;
    await ask(guest(), product.id, { email: guestEmail });
    const sinhala = await customer("si");
    await ask(sinhala.pb, product.id, { channel: "push" }); // no device: email instead
    await admin.collection("products").update(product.id, { outOfStock: false });

    const english = await queuedTo(guestEmail, product.name);
    expect(english).toHaveLength(1);
    expect(english[0]?.subject).toContain(`${product.name} is back in stock`);
    expect(english[0]?.text).toContain(`/p/${product.handle}`);
    const theirs = await admin.collection("mailqueue").getFullList({
      filter: admin.filter("to = {:to}", { to: sinhala.email }),
    });
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.subject).toContain("ලිනන් කමිසය");

    // out and back again: nobody is told twice
    await admin.collection("products").update(product.id, { outOfStock: true });
    await admin.collection("products").update(product.id, { outOfStock: false });
    expect(await queuedTo(guestEmail, product.name)).toHaveLength(1);

    // and the mail really leaves, through the queue's worker, to the sink
    const mail = await sink.waitFor(guestEmail, 90_000);
    expect(mail.subject).toContain(`${product.name} is back in stock`);
    expect(sink.mails.filter((m) => m.subject === mail.subject)).toHaveLength(1);
  }, 120_000);

  it("a product back in stock while hidden tells nobody until it is shown", async () => {
    const product = await soldOut();
    const email = `${unique("guest")}@example.com`;
    await ask(guest(), product.id, { email });
    await admin.collection("products").update(product.id, { hidden: true });
    await admin.collection("products").update(product.id, { outOfStock: false });
    expect(await queuedTo(email, product.name)).toHaveLength(0);
    await admin.collection("products").update(product.id, { hidden: false });
    expect(await queuedTo(email, product.name)).toHaveLength(1);
  });

  it("a customer with a push device is told by push, not by mail", async () => {
    const product = await soldOut();
    const ann = await customer();
    await ann.pb.collection("pushsubscriptions").create({
      user: ann.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      expirationTime: null,
      keys: { p256dh: `B${"a".repeat(86)}`, auth: "b".repeat(22) },
    });
    await ask(ann.pb, product.id, { channel: "push" });
    await admin.collection("products").update(product.id, { outOfStock: false });
    const pushes = await admin.collection("pushqueue").getFullList({
      filter: admin.filter("subscription.user = {:user}", { user: ann.id }),
    });
    expect(pushes.map((p) => p.payload.title)).toEqual([`${product.name} is back in stock`]);
    expect(pushes[0]?.payload.url).toBe(`/p/${product.handle}`);
    expect(await queuedTo(ann.email, product.name)).toHaveLength(0);
  });
});

describe("limits", () => {
  const own = ownServers();

  it("a guest's requests are rate limited per address", async () => {
    const shop = await own.server({ realLimits: true });
    const boss = new PocketBase(shop.url);
    await boss.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    const { outOfStockId } = await createCatalogue(boss);
    const pb = new PocketBase(shop.url);
    pb.autoCancellation(false);
    const answers: number[] = [];
    for (let n = 0; n < 21; n++) {
      const email = `${unique("flood")}@example.com`;
      answers.push(
        await ask(pb, outOfStockId, { email }).then(
          () => 200,
          (error: { status: number }) => error.status,
        ),
      );
    }
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  }, 60_000);
});
