/**
 * Quotes for custom requests (docs/decisions/0200-a-custom-request-becomes-a-quote.md): the shop
 * (owner and staff) sends them; the customer reads only their own, declines through the server's
 * route and accepts by placing an order that names the quote, which the server prices from the
 * stored quote plus delivery by district, marking the quote used in the same transaction. The
 * customer is told by push and mail in the language of their account.
 */
import { randomUUID } from "node:crypto";
import PocketBase, { type RecordModel } from "pocketbase";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import si from "../../src/locales/si.json";
import { QUOTE_TEXTS } from "../../src/shared/customer-texts";
import { decideDelivery } from "../../src/shared/delivery";
import {
  QUOTE_DECLINED,
  QUOTE_EXPIRED,
  QUOTE_NOT_YOURS,
  QUOTE_USED,
} from "../../src/shared/quotes";
import type { MailSink } from "../setup/mail-sink";
import type { TestServer } from "../setup/pocketbase-server";
import { failure, PASSWORD, tinyJpeg, validCheckout } from "./helpers";
import { mailingShop } from "./own-servers";

let sink: MailSink;
let server: TestServer;
let admin: PocketBase;
let staff: PocketBase;

const client = () => {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  return pb;
};

beforeAll(async () => {
  ({ sink, server, admin } = await mailingShop("orders@shop.test"));
  const email = `staff-${randomUUID().slice(0, 8)}@shop.test`;
  await admin
    .collection("staff")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Sunil" });
  staff = client();
  await staff.collection("staff").authWithPassword(email, PASSWORD);
}, 60_000);

afterAll(async () => {
  await server?.dispose();
  await sink?.stop();
});

/** A signed-in customer whose account speaks `language`. */
async function customer(language = "") {
  const email = `quote-${randomUUID().slice(0, 8)}@example.com`;
  const record = await admin.collection("users").create({
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    name: "Nimal Perera",
    verified: true,
    language,
  });
  const pb = client();
  await pb.collection("users").authWithPassword(email, PASSWORD);
  return { id: record.id, email, pb };
}

/** A custom request sent by `pb` (signed in or not). */
const request = (pb: PocketBase) =>
  pb.collection("customorders").create({
    clientId: randomUUID(),
    name: "Nimal Perera",
    whatsapp: "0771234567",
    description: "A Zojirushi rice cooker, 1 litre, white.",
    referenceLinks: [],
  });

const QUOTE = { item: "Zojirushi rice cooker NS-LGC05", price: 42000, weightGrams: 3500 };

const sendQuote = (by: PocketBase, requestId: string, extra: Record<string, unknown> = {}) =>
  by.collection("quotes").create({ request: requestId, ...QUOTE, note: "", ...extra });

const accept = (pb: PocketBase, quoteId: string) =>
  pb.collection("orders").create({
    clientId: randomUUID(),
    orderNumber: "",
    items: [],
    quote: quoteId,
    ...validCheckout(),
    paymentMethod: "bank",
  });

/** The refusal's words, as the checkout shows them. */
async function refusal(call: Promise<unknown>) {
  const error = await failure(call);
  expect(error.status).toBe(400);
  return JSON.stringify(error.response);
}

async function quoteFor(language = "") {
  const buyer = await customer(language);
  const asked = await request(buyer.pb);
  const quote = await sendQuote(admin, asked.id);
  return { buyer, asked, quote };
}

describe("sending a quote", () => {
  it("the owner's quote belongs to the request's customer, open for 7 days", async () => {
    const buyer = await customer();
    const asked = await request(buyer.pb);
    const sent = await sendQuote(admin, asked.id, {
      status: "accepted",
      user: "",
      validUntil: "2099-01-01 00:00:00.000Z",
    });
    expect(sent.user).toBe(buyer.id);
    expect(sent.status).toBe("open");
    const days = (Date.parse(sent.validUntil.replace(" ", "T")) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("staff send quotes too (they answer requests); customers and guests do not", async () => {
    const buyer = await customer();
    const asked = await request(buyer.pb);
    expect((await sendQuote(staff, asked.id, { validDays: 3 })).createdBy).toBe("Sunil");
    for (const pb of [buyer.pb, client()]) {
      expect([400, 403]).toContain((await failure(sendQuote(pb, asked.id))).status);
    }
    expect(
      await admin.collection("quotes").getFullList({ filter: `request = "${asked.id}"` }),
    ).toHaveLength(1);
  });

  it("refuses a price that is not a whole positive number, with a sentence", async () => {
    const { asked } = await quoteFor();
    expect(await refusal(sendQuote(admin, asked.id, { price: 0 }))).toContain(
      "Price (LKR) must be at least 1.",
    );
  });

  it("tells the customer by mail and push in their language, with the link", async () => {
    const buyer = await customer("si");
    await buyer.pb.collection("pushsubscriptions").create({
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      expirationTime: null,
      keys: { p256dh: `B${"a".repeat(86)}`, auth: "b".repeat(22) },
      user: buyer.id,
    });
    const asked = await request(buyer.pb);
    const quote = await sendQuote(admin, asked.id);
    const subject = (si as Record<string, string>)[QUOTE_TEXTS.title]?.replace(
      "{item}",
      QUOTE.item,
    );
    expect(subject).toMatch(/[\u0D80-\u0DFF]/);
    const filter = admin.filter("to = {:to}", { to: buyer.email });
    let mails: RecordModel[] = [];
    for (let tries = 0; tries < 50 && mails.length === 0; tries++) {
      mails = await admin.collection("mailqueue").getFullList({ filter });
      if (!mails.length) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mails.map((mail) => mail.subject)).toEqual([`Island Imports: ${subject}`]);
    expect(JSON.stringify(mails[0])).toContain(`/profile?quote=${quote.id}`);
    const pushes = await admin.collection("pushqueue").getFullList();
    const push = pushes.map((row) => row.payload).find((payload) => payload.title === subject);
    expect(push?.url).toBe(`/profile?quote=${quote.id}`);
  });
});

describe("a quote's photo", () => {
  const withPhoto = async (requestId: string, bytes: Buffer, name: string) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ request: requestId, ...QUOTE })) {
      form.append(key, String(value));
    }
    form.append("photo", new File([new Uint8Array(bytes)], name));
    return admin.collection("quotes").create(form);
  };

  it("is stored when it is a photo, refused by content or pixel count otherwise", async () => {
    const { asked } = await quoteFor();
    const stored = await withPhoto(asked.id, await tinyJpeg(), "cooker.jpg");
    expect(stored.photo).toMatch(/\.jpg$/);
    const text = Buffer.from("not a photo at all, only words");
    expect((await failure(withPhoto(asked.id, text, "cooker.jpg"))).status).toBe(400);
    // 7000 x 7000 is 49 megapixels: over the 40 every upload may declare
    const huge = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: "#ffffff" },
    })
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer();
    expect(await refusal(withPhoto(asked.id, huge, "huge.png"))).toContain("megapixels");
  }, 60_000);
});

describe("reading quotes", () => {
  it("a customer reads their own quote, never another's", async () => {
    const { buyer, quote } = await quoteFor();
    const other = await customer();
    expect((await buyer.pb.collection("quotes").getOne(quote.id)).price).toBe(QUOTE.price);
    expect((await failure(other.pb.collection("quotes").getOne(quote.id))).status).toBe(404);
    expect((await other.pb.collection("quotes").getFullList()).length).toBe(0);
    expect((await client().collection("quotes").getFullList()).length).toBe(0);
  });

  it("a customer cannot change a quote's price or status", async () => {
    const { buyer, quote } = await quoteFor();
    const error = await failure(
      buyer.pb.collection("quotes").update(quote.id, { price: 1, status: "open" }),
    );
    expect([403, 404]).toContain(error.status);
    expect((await admin.collection("quotes").getOne(quote.id)).price).toBe(QUOTE.price);
  });
});

describe("accepting a quote", () => {
  it("becomes an order priced from the stored quote plus delivery by district", async () => {
    const { buyer, quote } = await quoteFor();
    const order = await accept(buyer.pb, quote.id);
    const fee = decideDelivery({
      district: validCheckout().shippingAddress.district,
      paymentMethod: "bank",
      lines: [{ quantity: 1, weightKg: QUOTE.weightGrams / 1000 }],
      zones: null,
      freeShippingUntil: "",
      nowMs: Date.now(),
    });
    if (!fee.ok) throw new Error(fee.message);
    expect(order.items).toEqual([
      expect.objectContaining({ id: quote.id, name: QUOTE.item, quantity: 1, price: 42000 }),
    ]);
    expect(order.shipping).toBe(fee.values.shipping);
    expect(order.total).toBe(QUOTE.price + fee.values.shipping);
    expect(order.status).toBe("Confirmed");
    const used = await admin.collection("quotes").getOne(quote.id);
    expect(used.status).toBe("accepted");
    expect(used.order).toBe(order.id);
  });

  it("is refused a second time", async () => {
    const { buyer, quote } = await quoteFor();
    await accept(buyer.pb, quote.id);
    expect(await refusal(accept(buyer.pb, quote.id))).toContain(QUOTE_USED);
  });

  it("is refused once expired", async () => {
    const { buyer, quote } = await quoteFor();
    await admin
      .collection("quotes")
      .update(quote.id, { validUntil: new Date(Date.now() - 1000).toISOString() });
    expect(await refusal(accept(buyer.pb, quote.id))).toContain(QUOTE_EXPIRED);
  });

  it("is refused to another customer and to a guest", async () => {
    const { quote } = await quoteFor();
    const other = await customer();
    expect(await refusal(accept(other.pb, quote.id))).toContain(QUOTE_NOT_YOURS);
    expect((await failure(accept(client(), quote.id))).status).toBeGreaterThanOrEqual(400);
    expect((await admin.collection("quotes").getOne(quote.id)).status).toBe("open");
  });
});

describe("declining a quote", () => {
  const decline = (pb: PocketBase, id: string) =>
    pb.send(`/api/shop/quotes/${id}/decline`, { method: "POST" });

  it("is recorded, and the declined quote cannot be accepted", async () => {
    const { buyer, quote } = await quoteFor();
    const other = await customer();
    expect(await refusal(decline(other.pb, quote.id))).toContain(QUOTE_NOT_YOURS);
    expect((await failure(decline(client(), quote.id))).status).toBe(401);
    await decline(buyer.pb, quote.id);
    const declined = await admin.collection("quotes").getOne(quote.id);
    expect(declined.status).toBe("declined");
    expect(declined.decidedAt).not.toBe("");
    expect(await refusal(accept(buyer.pb, quote.id))).toContain(QUOTE_DECLINED);
  });
});
