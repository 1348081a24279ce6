/**
 * A customer's mails and pushes speak the language of their account (docs/translating.md): the
 * hooks read `users.language` as they make them and say the app's own catalogue texts, while
 * the shop's own mails stay English. Read from the queues (`mailqueue`, `pushqueue`) where the
 * hooks leave them, as the workers would send them. An English customer's mails are compared
 * byte for byte with what they were before they could be translated (tests/integration/mails/).
 */
import { randomUUID } from "node:crypto";
import PocketBase, { type RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../src/lib/types";
import si from "../../src/locales/si.json";
import ta from "../../src/locales/ta.json";
import type { MailSink } from "../setup/mail-sink";
import type { TestServer } from "../setup/pocketbase-server";
import { createCatalogue, orderBody, PASSWORD } from "./helpers";
import { mailingShop } from "./own-servers";

const SHOP_EMAIL = "orders@shop.test";
const SINHALA = /[\u0D80-\u0DFF]/;
const TAMIL = /[\u0B80-\u0BFF]/;
let sink: MailSink;
let server: TestServer;
let admin: PocketBase;
let productId: string;

beforeAll(async () => {
  ({ sink, server, admin } = await mailingShop(SHOP_EMAIL));
  productId = (await createCatalogue(admin)).plainId;
  // a fixed name, so the English mails can be compared with the stored ones
  await admin.collection("products").update(productId, { name: "Anessa Perfect UV Sunscreen" });
}, 60_000);

afterAll(async () => {
  await server?.dispose();
  await sink?.stop();
});

/** A verified customer whose account speaks `language` ("" for none), signed in. */
async function customer(language: string) {
  const email = `lang-${language || "none"}-${randomUUID().slice(0, 8)}@example.com`;
  const record = await admin.collection("users").create({
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    name: "Nimal Perera",
    verified: true,
    language,
  });
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  await pb.collection("users").authWithPassword(email, PASSWORD);
  return { id: record.id, email, pb };
}

const place = (pb: PocketBase) =>
  pb
    .collection("orders")
    .create<Order>(orderBody([{ product: productId, option: null, quantity: 3 }]));

/** The queued mail to `to` whose subject holds `number`, once the hook has queued it. */
async function mailTo(to: string, number: string, nth = 0): Promise<RecordModel> {
  const filter = admin.filter("to = {:to} && subject ~ {:number}", { to, number });
  for (let tries = 0; ; tries++) {
    const found = await admin.collection("mailqueue").getFullList({ filter, sort: "created" });
    if (found[nth]) return found[nth];
    if (tries > 100) throw new Error(`no mail ${nth} to ${to} about ${number}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A browser's push subscription, as a phone would send it (nothing is sent in this file). */
const device = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
  expirationTime: null,
  keys: { p256dh: `B${"a".repeat(86)}`, auth: "b".repeat(22) },
});

/** The queued push whose title is `title`. */
async function pushTitled(title: string) {
  const pushes = await admin.collection("pushqueue").getFullList();
  return pushes.map((row) => row.payload).find((payload) => payload.title === title);
}

/** `text` from a catalogue with its placeholders filled. */
function fill(text: string | undefined, values: Record<string, string>): string {
  if (!text) throw new Error("no translation");
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

/** A mail with what changes from one order to the next (its number, the server) named. */
const normalised = (mail: RecordModel, number: string) =>
  [mail.subject, mail.text, mail.html]
    .join("\n----\n")
    .replaceAll(number, "ORDER-NUMBER")
    .replaceAll(server.url, "APP_URL");

describe("a customer's mails and pushes", () => {
  it("confirm a Sinhala customer's order in Sinhala; the shop's alert stays English", async () => {
    const buyer = await customer("si");
    const { orderNumber: number } = await place(buyer.pb);
    const mail = await mailTo(buyer.email, number);
    expect(mail.subject).toBe(
      `Island Imports: ${fill(si["Order {number} confirmed"], { number })}`,
    );
    expect(mail.subject).toMatch(SINHALA);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(
        fill(si["Thank you for your order {number}. We have received it."], { number }),
      );
      expect(part).toContain(`${si["Order id"]}:`);
      expect(part).toContain(si["Bank details for the advance"]);
      expect(part).toContain(si["What happens next"]);
      const deposit =
        si[
          "Deposit the 50% advance of {amount} to the account above, with {number} as the reference."
        ];
      expect(part).toContain(fill(deposit, { amount: "LKR 2,465", number }));
      // amounts as the app writes them in every language; the product's name as written
      expect(part).toContain("LKR 4,930");
      expect(part).toContain("Anessa Perfect UV Sunscreen x 3: LKR 4,500");
      // headings are capitals in the plain part
      expect(part.toLowerCase()).not.toContain("what happens next");
      expect(part).not.toContain("The delivery fee depends");
    }
    expect(mail.text).toContain(`${si["Open your order"]}: ${server.url}/profile?order=${number}`);

    const alert = await mailTo(SHOP_EMAIL, number);
    expect(alert.subject).toBe(`Island Imports: New order ${number} (LKR 4,930)`);
    expect(alert.text).toContain("NEW ORDER");
    expect(alert.text).toContain("Order id: ");
    expect(alert.text).toContain("On delivery: LKR 2,465 to the courier on delivery");
    expect(`${alert.text}${alert.html}`).not.toMatch(SINHALA);
  });

  it("tell a Tamil customer in Tamil that the order shipped, with its tracking number", async () => {
    const buyer = await customer("ta");
    await buyer.pb.collection("pushsubscriptions").create({ ...device(), user: buyer.id });
    const order = await place(buyer.pb);
    const number = order.orderNumber;
    await admin.collection("orders").update(order.id, { status: "Payment received" });
    await admin
      .collection("orders")
      .update(order.id, { status: "Shipped", trackingNumber: "CX123456LK" });

    const shipped = await mailTo(buyer.email, number, 2);
    const title = fill(ta["{number} has shipped"], { number });
    expect(shipped.subject).toBe(`Island Imports: ${title}`);
    expect(shipped.subject).toMatch(TAMIL);
    expect(shipped.text).toContain(ta["Your order is on its way."]);
    expect(shipped.text).toContain(`${ta["Tracking number"]}: CX123456LK`);
    expect(shipped.text).toContain(`${ta.Status}: ${ta.Shipped}`);
    expect(shipped.text).toContain(`${ta["Balance to pay the courier"]}: LKR 2,465`);
    expect(shipped.text).not.toContain("Tracking number");

    const push = await pushTitled(title);
    expect(push).toEqual({
      title,
      body: fill(ta["Tracking number {tracking}. Pay the balance of {amount} to the courier."], {
        tracking: "CX123456LK",
        amount: "LKR 2,465",
      }),
      url: `/profile?order=${number}`,
      tag: `order-${number}`,
    });
    expect(push?.body).toMatch(TAMIL);
  });

  it("tell a Sinhala customer paying cash on delivery that the courier collects the whole total", async () => {
    const settings = await admin.collection("settings").getFirstListItem("");
    const zones = (settings.deliveryZones as { key: string }[]).map((zone) =>
      zone.key === "colombo" ? { ...zone, cashOnDelivery: true } : zone,
    );
    await admin.collection("settings").update(settings.id, { deliveryZones: zones });
    const buyer = await customer("si");
    await buyer.pb.collection("pushsubscriptions").create({ ...device(), user: buyer.id });
    const body = orderBody([{ product: productId, option: null, quantity: 3 }]);
    const order = await buyer.pb
      .collection("orders")
      .create<Order>({ ...body, paymentMethod: "cod" });
    const number = order.orderNumber;
    const mail = await mailTo(buyer.email, number);
    const due = fill(si["{amount} to the courier on delivery"], { amount: "LKR 4,930" });
    expect(mail.text).toContain(
      fill(si["Delivery takes 7-10 working days; you pay {due}."], { due }),
    );
    expect(mail.text).toContain(`${si.Payment}: ${si["Cash on delivery"]}`);
    expect(mail.text).not.toContain(si["Bank details for the advance"]);

    // cash on delivery ships straight from Confirmed; no tracking number this time
    await admin.collection("orders").update(order.id, { status: "Shipped" });
    const title = fill(si["{number} has shipped"], { number });
    const push = await pushTitled(title);
    expect(push?.body).toBe(
      fill(si["Pay the balance of {amount} to the courier."], { amount: "LKR 4,930" }),
    );
  });

  it("send an English customer, or one who never chose, the mails they always had", async () => {
    const buyer = await customer("");
    const order = await place(buyer.pb);
    const number = order.orderNumber;
    await admin.collection("orders").update(order.id, { status: "Payment received" });
    await admin.collection("orders").update(order.id, {
      status: "Shipped",
      trackingNumber: "CX123456LK",
      statusNote: "Koombiyo",
    });
    const confirmed = await mailTo(buyer.email, number, 0);
    const shipped = await mailTo(buyer.email, number, 2);
    await expect(normalised(confirmed, number)).toMatchFileSnapshot("mails/confirmed-en.txt");
    await expect(normalised(shipped, number)).toMatchFileSnapshot("mails/shipped-en.txt");

    const english = await customer("en");
    const again = await place(english.pb);
    const mail = await mailTo(english.email, again.orderNumber, 0);
    expect(normalised(mail, again.orderNumber)).toBe(normalised(confirmed, number));
  });
});
