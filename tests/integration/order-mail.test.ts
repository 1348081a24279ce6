/**
 * The shop's emails through a real SMTP server (tests/setup/mail-sink.ts): a PocketBase of its
 * own started with SMTP_* / MAIL_SENDER / SHOP_EMAIL in its environment, as `npm start` passes
 * them, so this also proves mail.pb.js applies them at start. Mails leave through the queue's
 * worker, whose first run starts at the next whole minute after PocketBase starts: the first
 * wait here can take up to a minute, later ones a few seconds.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import type { ParsedMail } from "mailparser";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order as OrderRecord } from "../../src/lib/types";
import type { MailSink } from "../setup/mail-sink";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { createCatalogue, orderBody, PASSWORD, tinyJpeg } from "./helpers";
import { mailingShop } from "./own-servers";

const SHOP_EMAIL = "orders@shop.test";
/** The worker's first run (next whole minute) plus a margin. */
const FIRST_RUN_MS = 75_000;
let sink: MailSink;
let server: TestServer;
let admin: PocketBase;
let customer: PocketBase;
let customerEmail: string;
let productId: string;

beforeAll(async () => {
  ({ sink, server, admin } = await mailingShop(SHOP_EMAIL));
  productId = (await createCatalogue(admin)).plainId;
  customerEmail = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  await admin.collection("users").create({
    email: customerEmail,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    name: "Nimal Perera",
    // a verified address gets every confirmation (an unverified one 5 a day:
    // hostile-small-holes.test.ts); this file places more orders than that
    verified: true,
  });
  customer = new PocketBase(server.url);
  customer.autoCancellation(false);
  await customer.collection("users").authWithPassword(customerEmail, PASSWORD);
}, 60_000);

afterAll(async () => {
  await server?.dispose();
  await sink?.stop();
});

/** Waits for the mail to `to` whose subject contains `subject`. */
async function mailTo(to: string, subject: string): Promise<ParsedMail> {
  const deadline = Date.now() + FIRST_RUN_MS;
  for (;;) {
    const found = sink.mails.find(
      (mail) =>
        mail.subject?.includes(subject) &&
        [mail.to ?? []].flat().some((a) => a.value.some((v) => v.address === to)),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} about "${subject}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const place = () =>
  customer
    .collection("orders")
    .create<OrderRecord>(orderBody([{ product: productId, option: null, quantity: 3 }]));

describe("order emails", () => {
  it(
    "sends the customer a confirmation and the shop a new-order alert",
    async () => {
      const order = await place();
      // 3 x LKR 1,500 = LKR 4,500, delivery to Colombo of 1.5 kg LKR 430 (350 + 80 for the
      // started second kilogram): LKR 4,930, half of it in advance, half to the courier
      const mail = await mailTo(customerEmail, `Order ${order.orderNumber} confirmed`);
      expect(mail.subject).toBe(`Island Imports: Order ${order.orderNumber} confirmed`);
      expect(mail.from?.value[0]?.address).toBe("shop@shop.test");
      for (const part of [mail.text ?? "", String(mail.html)]) {
        expect(part).toContain(order.orderNumber);
        expect(part).toContain("LKR 4,500");
        expect(part).toContain("LKR 430");
        expect(part).toContain("LKR 4,930");
        expect(part).toContain("Bank transfer");
        expect(part).toContain("LKR 2,465 to the courier on delivery");
        expect(part).toContain("Commercial Bank");
        expect(part).toContain("1000 2345 6789");
        expect(part).toContain("Island Imports (Pvt) Ltd");
      }
      expect(String(mail.html)).toContain('name="viewport"');
      const orderUrl = `${server.url}/profile?order=${order.orderNumber}`;
      expect(mail.text).toContain(`Open your order: ${orderUrl}`);
      expect(String(mail.html)).toContain(`href="${orderUrl}"`);

      const alert = await mailTo(SHOP_EMAIL, `New order ${order.orderNumber}`);
      expect(alert.subject).toBe(`Island Imports: New order ${order.orderNumber} (LKR 4,930)`);
      expect(alert.text).toContain("LKR 4,930");
      expect(alert.text).toContain(customerEmail);
      // the shop's mail: where to deliver, in its own words, and a link to the order
      expect(alert.text).toContain("NEW ORDER");
      expect(alert.text).not.toContain("YOUR ORDER");
      expect(alert.text).toContain("DELIVER TO");
      expect(alert.text).toContain("12 Galle Road");
      expect(alert.text).toContain(`${server.url}/admin/orders?q=${order.orderNumber}`);
    },
    FIRST_RUN_MS + 15_000,
  );

  it(
    "mails a customer without an account the follow link of the order the shop entered",
    async () => {
      const guestEmail = `walkin-${randomUUID().slice(0, 8)}@example.com`;
      const body = orderBody([{ product: productId, option: null, quantity: 3 }]);
      const made = await admin.send<{ order: OrderRecord; followPath: string }>(
        "/api/shop/orders",
        {
          method: "POST",
          body: { ...body, customerInfo: { ...body.customerInfo, email: guestEmail } },
        },
      );
      const number = made.order.orderNumber;
      const mail = await mailTo(guestEmail, `Order ${number} confirmed`);
      expect(made.followPath).toMatch(/^\/order\/[A-Za-z0-9]{32}$/);
      expect(mail.text).toContain(`Open your order: ${server.url}${made.followPath}`);
      const alert = await mailTo(SHOP_EMAIL, `New order ${number}`);
      expect(alert.text).toContain("Entered by");
      expect(alert.text).toContain(guestEmail);
    },
    FIRST_RUN_MS + 15_000,
  );

  it("keeps the queue to superusers: customers and guests cannot read it", async () => {
    await expect(customer.collection("mailqueue").getList(1, 1)).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      new PocketBase(server.url).collection("mailqueue").getList(1, 1),
    ).rejects.toMatchObject({ status: 403 });
    const sent = await admin
      .collection("mailqueue")
      .getList(1, 10, { filter: admin.filter("to = {:to}", { to: customerEmail }) });
    expect(sent.items.length).toBeGreaterThan(0);
    expect(sent.items.every((mail) => mail.status === "sent")).toBe(true);
  });

  it("alerts the shop when a slip arrives", async () => {
    const order = await place();
    const jpeg = await tinyJpeg();
    const form = new FormData();
    form.append("order", order.id);
    form.append("clientId", randomUUID());
    form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "slip.jpg");
    await customer.collection("paymentslips").create(form);
    const alert = await mailTo(SHOP_EMAIL, `Payment slip for ${order.orderNumber}`);
    expect(alert.text).toContain(order.orderNumber);
    expect(alert.text).toContain("Payment received");
  });

  it("tells the shop of each contact message and custom request, lines kept", async () => {
    const guest = new PocketBase(server.url);
    await guest.collection("inquiries").create({
      clientId: randomUUID(),
      name: "Kamal",
      email: "kamal@example.com",
      subject: "Sizes in stock",
      message: "Do you have size 42?\nAnd size 43?",
    });
    const message = await mailTo(SHOP_EMAIL, "Message from Kamal: Sizes in stock");
    expect(message.text).toContain("Do you have size 42?\nAnd size 43?");
    expect(message.text).toContain("kamal@example.com");
    await guest.collection("customorders").create({
      clientId: randomUUID(),
      name: "Sunethra",
      whatsapp: "+94 77 123 4567",
      referenceLinks: ["https://example.com/figure"],
      description: "A boxed limited edition figure.",
    });
    const request = await mailTo(SHOP_EMAIL, "Custom request from Sunethra");
    expect(request.text).toContain("94771234567");
    expect(request.text).toContain("https://example.com/figure");
  });

  it("emails the customer at each status change, with the tracking number when shipped", async () => {
    const order = await place();
    await admin.collection("orders").update(order.id, { status: "Payment received" });
    const paid = await mailTo(customerEmail, `Payment received for ${order.orderNumber}`);
    expect(paid.subject).toBe(`Island Imports: Payment received for ${order.orderNumber}`);
    expect(paid.text).toContain("We received your advance payment");

    await admin.collection("orders").update(order.id, {
      status: "Shipped",
      trackingNumber: "CX123456LK",
      statusNote: "Koombiyo",
    });
    const shipped = await mailTo(customerEmail, `${order.orderNumber} has shipped`);
    // 3 x LKR 1,500 and LKR 430 delivery: half was the advance, the other half is the courier's
    expect(shipped.text).toContain("Balance to pay the courier: LKR 2,465");
    expect(shipped.text).toContain("Tracking number: CX123456LK");
    expect(String(shipped.html)).toContain("CX123456LK");
    expect(shipped.text).toContain("Koombiyo");
  });

  it("keeps the order when the mail server is down, and keeps its mail for a retry", async () => {
    await sink.stop();
    const order = await place();
    expect(order.status).toBe("Confirmed");
    const updated = await admin
      .collection("orders")
      .update<OrderRecord>(order.id, { status: "Cancelled" });
    expect(updated.status).toBe("Cancelled");
    // the worker tried, failed, and left the mail pending with the reason, to try again later
    const subject = `Island Imports: Order ${order.orderNumber} confirmed`;
    const filter = admin.filter("subject = {:subject}", { subject });
    for (;;) {
      const mail = await admin.collection("mailqueue").getFirstListItem(filter);
      if (mail.attempts >= 1) {
        expect(mail.status).toBe("pending");
        expect(mail.lastError).not.toBe("");
        // due again a minute after its try (the shared retry rule), not at the next round
        const at = (date: string) => Date.parse(date.replace(" ", "T"));
        const wait = at(mail.dueAt) - at(mail.updated);
        expect(wait).toBeGreaterThan(55_000);
        expect(wait).toBeLessThan(65_000);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
});

describe("a mail server that never answers", () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let quiet: TestServer;

  beforeAll(async () => {
    // accepts connections and never says a word, like a hung SMTP server
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    if (!address || typeof address === "string") throw new Error("no port");
    quiet = await startTestServer({
      env: {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(address.port),
        SMTP_TLS: "false",
        MAIL_SENDER: "shop@shop.test",
        SHOP_EMAIL,
      },
    });
  }, 60_000);

  afterAll(async () => {
    await quiet?.dispose();
    for (const socket of sockets) socket.destroy();
    silent?.close();
  });

  it("does not hold up the order: it is stored and answered, its mails wait in the queue", async () => {
    const shopAdmin = new PocketBase(quiet.url);
    await shopAdmin
      .collection("_superusers")
      .authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    const product = (await createCatalogue(shopAdmin)).plainId;
    const email = `quiet-${randomUUID().slice(0, 8)}@example.com`;
    await shopAdmin.collection("users").create({
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      name: "Kamal Silva",
    });
    const buyer = new PocketBase(quiet.url);
    await buyer.collection("users").authWithPassword(email, PASSWORD);
    // a synchronous send would wait on the silent server for as long as it stays silent
    const order = await buyer
      .collection("orders")
      .create<OrderRecord>(orderBody([{ product, option: null, quantity: 1 }]), {
        signal: AbortSignal.timeout(20_000),
      });
    expect(order.status).toBe("Confirmed");
    const queued = await shopAdmin.collection("mailqueue").getFullList({
      filter: shopAdmin.filter("subject ~ {:number}", { number: order.orderNumber }),
    });
    expect(queued.map((mail) => mail.to).sort()).toEqual([email, SHOP_EMAIL].sort());
    expect(queued.every((mail) => mail.status === "pending")).toBe(true);
  });
});
