/**
 * Small holes an attacker finds in the live shop, closed (docs/operations.md):
 * slips only for orders awaiting payment and stored under the type their content has; expands
 * on writes and sign-in answers as bounded as on reads, and auth-refresh rate-limited; the shop
 * cannot be used to mail a stranger whose address someone registered.
 */
import { randomUUID } from "node:crypto";
import PocketBase from "pocketbase";
import { describe, expect, it } from "vitest";
import type { Order as OrderRecord, PaymentSlip as PaymentSlipRecord } from "../../src/lib/types";
import type { MailSink } from "../setup/mail-sink";
import { TEST_ADMIN } from "../setup/pocketbase-server";
import { admin, alice, catalogue, withAliceAndBob } from "./cast";
import { countAs, createCatalogue, failure, orderBody, PASSWORD, unique } from "./helpers";
import { ownServers, smtpEnv } from "./own-servers";

withAliceAndBob("Alice Holes", "Bob Holes");

const own = ownServers();
let sink: MailSink | undefined;

const place = () =>
  alice.pb
    .collection("orders")
    .create<OrderRecord>(orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]));

function slip(order: string, bytes: BlobPart, name: string) {
  const form = new FormData();
  form.append("order", order);
  form.append("clientId", randomUUID());
  form.append("file", new Blob([bytes]), name);
  return form;
}
const PDF = "%PDF-1.4\n%%EOF\n";

describe("payment slips", () => {
  it("are taken only while the order awaits payment, and say why otherwise", async () => {
    const steps: Record<string, string[]> = {
      Cancelled: ["Cancelled"],
      "Payment received": ["Payment received"],
      Delivered: ["Payment received", "Shipped", "Delivered"],
    };
    for (const [status, path] of Object.entries(steps)) {
      const order = await place();
      for (const step of path) await admin.collection("orders").update(order.id, { status: step });
      const refused = await failure(
        alice.pb.collection("paymentslips").create(slip(order.id, PDF, "slip.pdf")),
      );
      expect(refused.status).toBe(400);
      expect(refused.response.data.order.message).toBe(
        `This order is ${status}: payment slips are only taken while an order awaits payment.`,
      );
      expect(await countAs(admin, "paymentslips", "order = {:o}", { o: order.id })).toBe(0);
    }
    const waiting = await place();
    await alice.pb.collection("paymentslips").create(slip(waiting.id, PDF, "slip.pdf"));
    expect(await countAs(admin, "paymentslips", "order = {:o}", { o: waiting.id })).toBe(1);
  });

  it("are stored under the extension of their content, whatever they are called", async () => {
    const order = await place();
    const stored = await alice.pb
      .collection("paymentslips")
      .create<PaymentSlipRecord>(slip(order.id, PDF, "payment.bat"));
    expect(stored.file).toMatch(/^payment_\w+\.pdf$/);
    const token = await alice.pb.files.getToken();
    const res = await fetch(alice.pb.files.getURL(stored, stored.file, { token }));
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(await res.text()).toBe(PDF);
  });
});

describe("expand on writes and sign-in answers", () => {
  const viaUser = "user.orders_via_user";

  it("refuses back-relations and deep expands on create, update and auth-refresh", async () => {
    const body = orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]);
    const created = await failure(alice.pb.collection("orders").create(body, { expand: viaUser }));
    expect(created.status).toBe(400);
    expect(created.message).toBe("Expanding back-relations (_via_) is not allowed.");
    expect(await countAs(admin, "orders", "clientId = {:c}", { c: body.clientId })).toBe(0);

    const users = alice.pb.collection("users");
    const updated = await failure(
      users.update(alice.id, { name: "Alice Deep" }, { expand: "a.b" }),
    );
    expect(updated.message).toBe("Expanding more than one relation deep is not allowed.");
    expect((await admin.collection("users").getOne(alice.id)).name).toBe("Alice Holes");

    const refreshed = await failure(users.authRefresh({ expand: "orders_via_user" }));
    expect(refreshed.status).toBe(400);
    expect(refreshed.message).toBe("Expanding back-relations (_via_) is not allowed.");
    const signedIn = await failure(
      new PocketBase(alice.pb.baseURL)
        .collection("users")
        .authWithPassword(alice.email, PASSWORD, { expand: viaUser }),
    );
    expect(signedIn.status).toBe(400);
    // an honest refresh still works
    expect((await users.authRefresh()).record.id).toBe(alice.id);
  });

  it("limits auth-refresh to 30 a minute per IP", async () => {
    const server = await own.server({ realLimits: true });
    const pb = new PocketBase(server.url);
    await pb.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    const email = `${unique("refresh")}@example.com`;
    await pb
      .collection("users")
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Refresher" });
    const shopper = new PocketBase(server.url);
    shopper.autoCancellation(false);
    await shopper.collection("users").authWithPassword(email, PASSWORD);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        await shopper
          .collection("users")
          .authRefresh()
          .then(() => 200)
          .catch((e: { status: number }) => e.status),
      );
    }
    expect(statuses).toEqual([...Array(30).fill(200), 429]);
  });
});

describe("mail to strangers", () => {
  async function serveWithMail() {
    sink = await own.mailSink();
    const server = await own.server({ env: smtpEnv(sink) });
    const superuser = new PocketBase(server.url);
    superuser.autoCancellation(false);
    await superuser
      .collection("_superusers")
      .authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    return superuser;
  }

  async function shopper(superuser: PocketBase, verified: boolean) {
    const email = `${unique("stranger")}@example.com`;
    await superuser
      .collection("users")
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Someone", verified });
    const pb = new PocketBase(superuser.baseURL);
    pb.autoCancellation(false);
    await pb.collection("users").authWithPassword(email, PASSWORD);
    return { email, pb };
  }

  it("confirms at most 5 orders a day to an unverified address, every one to a verified one", async () => {
    const superuser = await serveWithMail();
    const shop = await createCatalogue(superuser);
    const line = { product: shop.plainId, option: null, quantity: 1 };
    const queued = async (verified: boolean) => {
      const { email, pb } = await shopper(superuser, verified);
      for (let i = 0; i < 7; i++) await pb.collection("orders").create(orderBody([line]));
      return countAs(superuser, "mailqueue", "to = {:to}", { to: email });
    };
    expect(await queued(false)).toBe(5);
    expect(await queued(true)).toBe(7);
  });

  it("sends PocketBase's new sign-in alert only to a verified customer", async () => {
    const superuser = await serveWithMail();
    const signInFrom = async (email: string, agent: string) => {
      const res = await fetch(`${superuser.baseURL}/api/collections/users/auth-with-password`, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": agent },
        body: JSON.stringify({ identity: email, password: PASSWORD }),
      });
      expect(res.status).toBe(200);
    };
    const unverified = await shopper(superuser, false);
    const verified = await shopper(superuser, true);
    for (const who of [unverified, verified]) await signInFrom(who.email, "Another phone/1.0");
    await sink?.waitFor(verified.email);
    await new Promise((r) => setTimeout(r, 1000));
    const to = (email: string) =>
      sink?.mails.filter((m) =>
        [m.to ?? []].flat().some((a) => a.value.some((v) => v.address === email)),
      ).length;
    expect(to(unverified.email)).toBe(0);
    expect(to(verified.email)).toBe(1);
  });
});
