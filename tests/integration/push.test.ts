/**
 * Web Push end to end on the server side (docs/decisions/0016-pushes-from-a-node-worker.md): a real
 * PocketBase with the push hooks, the push worker as `npm start` runs it, and a local HTTPS push
 * service (tests/setup/push-service.ts) that decrypts each push with the device's keys and verifies
 * its VAPID signature. The service's origin is allowed through PUSH_ENDPOINT_ALLOW (test-only) and
 * its certificate trusted through NODE_EXTRA_CA_CERTS, exactly as a shop would be configured.
 */

import { stat } from "node:fs/promises";
import path from "node:path";
import PocketBase, { type ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supervisePushWorker } from "../../scripts/lib/worker-host.mjs";
import { formatLkr } from "../../src/shared/money";
import { advanceDue } from "../../src/shared/orders";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { type PushService, startPushService } from "../setup/push-service";
import {
  type Catalogue,
  createCatalogue,
  createUser,
  orderBody,
  PASSWORD,
  superuserClient,
  unique,
} from "./helpers";

let service: PushService;
let server: TestServer;
let worker: ReturnType<typeof supervisePushWorker>;
let admin: PocketBase;
let catalogue: Catalogue;
let alice: { id: string; pb: PocketBase };
let bob: { id: string; pb: PocketBase };
let staff: { id: string; pb: PocketBase };
let publicKey: string;
const logged: string[] = [];

function client() {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  return pb;
}

async function signIn(collection: "users" | "staff", name: string) {
  const email = `${unique(name)}@example.com`;
  const record = await admin
    .collection(collection)
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name });
  const pb = client();
  await pb.collection(collection).authWithPassword(email, PASSWORD);
  return { id: record.id, pb };
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined) {
  const end = Date.now() + 20_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pushesTo = (endpoint: string) =>
  service.received.filter((push) => endpoint.endsWith(`/${push.subscription}`));

async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return error as ClientResponseError;
  }
  throw new Error("the call succeeded");
}

async function placeOrder(user = alice) {
  const body = orderBody([{ product: catalogue.plainId, option: null, quantity: 2 }]);
  return user.pb.collection("orders").create(body);
}

beforeAll(async () => {
  service = await startPushService();
  server = await startTestServer({
    env: { PUSH_ENDPOINT_ALLOW: service.origin, SHOP_EMAIL: "shop@example.com" },
  });
  worker = supervisePushWorker({
    dataDir: server.dataDir,
    url: server.url,
    log: (line) => logged.push(line),
    env: { NODE_EXTRA_CA_CERTS: service.caFile, PUSH_ENDPOINT_ALLOW: service.origin },
  });
  admin = client();
  await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  catalogue = await createCatalogue(admin);
  alice = await signIn("users", "alice");
  bob = await signIn("users", "bob");
  staff = await signIn("staff", "staff");
  publicKey = await until("the VAPID key", async () => {
    const response = await fetch(`${server.url}/api/shop/push/key`);
    return response.ok ? ((await response.json()) as { publicKey: string }).publicKey : undefined;
  });
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await server?.dispose();
  await service?.close();
});

describe("sending", () => {
  it("a status change reaches the customer's device encrypted, signed, naming the order", async () => {
    const device = service.subscribe();
    await alice.pb.collection("pushsubscriptions").create({ ...device, user: alice.id });
    const order = await placeOrder();
    await admin.collection("orders").update(order.id, { status: "Payment received" });
    const push = await until("the push", () => pushesTo(device.endpoint)[0]);
    expect(push?.payload).toEqual({
      title: `Payment received for ${order.orderNumber}`,
      body: "We received your advance and are ordering your items.",
      url: `/profile?order=${order.orderNumber}`,
      tag: `order-${order.orderNumber}`,
    });
    expect(push?.vapidKey).toBe(publicKey);
    expect(push?.claims.aud).toBe(service.origin);
    expect(push?.claims.sub).toBe("mailto:shop@example.com");
    const expiresInS = (push?.claims.exp ?? 0) - Date.now() / 1000;
    expect(expiresInS).toBeGreaterThan(0);
    expect(expiresInS).toBeLessThanOrEqual(24 * 3600);
    expect(push?.headers.ttl).toBe(String(3 * 24 * 3600));
    expect(push?.headers.topic).toBe(`order-${order.orderNumber}`);

    await admin
      .collection("orders")
      .update(order.id, { status: "Shipped", trackingNumber: "TRK-1" });
    const shipped = await until("the second push", () => pushesTo(device.endpoint)[1]);
    expect(shipped.payload.title).toBe(`${order.orderNumber} has shipped`);
    const balance = formatLkr(order.total - advanceDue(order.total));
    expect(shipped.payload.body).toBe(
      `Tracking number TRK-1. Pay the balance of ${balance} to the courier.`,
    );
  });

  it("a new order and a contact message reach the staff's devices, not the customers'", async () => {
    const shopDevice = service.subscribe();
    const bobDevice = service.subscribe();
    await staff.pb.collection("pushsubscriptions").create({ ...shopDevice, staff: staff.id });
    await bob.pb.collection("pushsubscriptions").create({ ...bobDevice, user: bob.id });
    const order = await placeOrder(alice);
    const alert = await until("the new-order alert", () => pushesTo(shopDevice.endpoint)[0]);
    expect(alert.payload.title).toBe(`New order ${order.orderNumber}`);
    expect(alert.payload.url).toBe(`/admin/orders?q=${order.orderNumber}`);
    await client().collection("inquiries").create({
      clientId: crypto.randomUUID(),
      name: "Nimal Perera",
      email: "nimal@example.com",
      subject: "Do you ship to Jaffna?",
      message: "Hello, do you deliver to Jaffna?",
    });
    const message = await until("the message alert", () => pushesTo(shopDevice.endpoint)[1]);
    expect(message.payload).toMatchObject({
      title: "Message from Nimal Perera",
      body: "Do you ship to Jaffna?",
    });
    expect(pushesTo(bobDevice.endpoint)).toEqual([]);
  });
});

describe("the push service's answers", () => {
  it("410 Gone deletes the subscription at once, with nothing retried", async () => {
    const device = service.subscribe([{ status: 410 }]);
    const stored = await alice.pb
      .collection("pushsubscriptions")
      .create({ ...device, user: alice.id });
    const order = await placeOrder();
    await admin.collection("orders").update(order.id, { status: "Cancelled" });
    await until("the subscription's deletion", async () =>
      (await admin.collection("pushsubscriptions").getList(1, 1, { filter: `id = "${stored.id}"` }))
        .totalItems === 0
        ? true
        : undefined,
    );
    expect(service.requestsFor(device.endpoint)).toBe(1);
    expect(
      await admin
        .collection("pushqueue")
        .getList(1, 1, { filter: `subscription = "${stored.id}"` }),
    ).toMatchObject({ totalItems: 0 });
  });

  it("429 and 503 are tried again after Retry-After, then delivered", async () => {
    const device = service.subscribe([
      { status: 429, headers: { "Retry-After": "1" } },
      { status: 503, headers: { "Retry-After": "1" } },
    ]);
    const stored = await alice.pb
      .collection("pushsubscriptions")
      .create({ ...device, user: alice.id });
    const order = await placeOrder();
    await admin.collection("orders").update(order.id, { status: "Payment received" });
    const push = await until("the retried push", () => pushesTo(device.endpoint)[0]);
    expect(push.payload.title).toBe(`Payment received for ${order.orderNumber}`);
    expect(service.requestsFor(device.endpoint)).toBe(3);
    // the worker reports the answer just after the service received the push
    await expect
      .poll(() => admin.collection("pushqueue").getFirstListItem(`subscription = "${stored.id}"`))
      .toMatchObject({ status: "sent", attempts: 3, lastError: "" });
  });
});

describe("storing a subscription", () => {
  it("refuses endpoints outside the push services' HTTPS origins", async () => {
    const keys = service.subscribe().keys;
    const other = service.origin.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 1}`);
    for (const endpoint of [
      `${other}/push/x`,
      `${service.origin.replace("https:", "http:")}/push/x`,
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://user@fcm.googleapis.com/fcm/send/x",
      "https://push.apple.com.evil.example/x",
      "https://169.254.169.254/latest/meta-data",
      "https://localhost/x",
      "file:///etc/passwd",
    ]) {
      const error = await failure(
        alice.pb
          .collection("pushsubscriptions")
          .create({ endpoint, expirationTime: null, keys, user: alice.id }),
      );
      expect(error.status, endpoint).toBe(400);
      expect(error.response.data.endpoint?.message, endpoint).toBe(
        "Notifications cannot be sent to this address.",
      );
    }
    for (const endpoint of [
      `https://fcm.googleapis.com/fcm/send/${unique("a")}`,
      `https://updates.push.services.mozilla.com/wpush/v2/${unique("b")}`,
      `https://web.push.apple.com/${unique("c")}`,
      `https://wns2-par02p.notify.windows.com/w/?token=${unique("d")}`,
    ]) {
      const stored = await alice.pb
        .collection("pushsubscriptions")
        .create({ endpoint, expirationTime: null, keys, user: alice.id });
      expect(stored.endpoint).toBe(endpoint);
      await alice.pb.collection("pushsubscriptions").delete(stored.id);
    }
  });

  it("refuses keys that cannot encrypt, and guests", async () => {
    const device = service.subscribe();
    for (const keys of [
      {},
      { p256dh: "abc", auth: device.keys.auth },
      { ...device.keys, extra: "x" },
    ]) {
      const error = await failure(
        alice.pb.collection("pushsubscriptions").create({ ...device, keys, user: alice.id }),
      );
      expect(error.response.data.keys?.message).toBe("This subscription's keys are not valid.");
    }
    expect((await failure(client().collection("pushsubscriptions").create(device))).status).toBe(
      400,
    );
  });

  it("belongs to whoever is signed in: another customer can neither read nor delete it", async () => {
    const device = service.subscribe();
    // the create rule: a customer stores subscriptions for herself only
    const error = await failure(
      alice.pb.collection("pushsubscriptions").create({ ...device, user: bob.id }),
    );
    expect(error.status).toBe(400);
    const stored = await alice.pb
      .collection("pushsubscriptions")
      .create({ ...device, user: alice.id });
    const bobs = await bob.pb.collection("pushsubscriptions").getFullList();
    expect(bobs.map((record) => record.id)).not.toContain(stored.id);
    expect((await failure(bob.pb.collection("pushsubscriptions").getOne(stored.id))).status).toBe(
      404,
    );
    expect((await failure(bob.pb.collection("pushsubscriptions").delete(stored.id))).status).toBe(
      404,
    );
    expect(
      (
        await failure(
          bob.pb.collection("pushsubscriptions").update(stored.id, { endpoint: device.endpoint }),
        )
      ).status,
    ).toBe(403);
    const staffs = await staff.pb.collection("pushsubscriptions").getFullList();
    expect(staffs.map((record) => record.id)).not.toContain(stored.id);
    await alice.pb.collection("pushsubscriptions").delete(stored.id);
  });

  it("sent again unchanged writes nothing; the same device signed in by another account moves to it", async () => {
    const device = service.subscribe();
    const first = await alice.pb
      .collection("pushsubscriptions")
      .create({ ...device, user: alice.id });
    const again = await alice.pb
      .collection("pushsubscriptions")
      .create({ ...device, user: alice.id });
    expect(again.id).toBe(first.id);
    expect(again.updated).toBe(first.updated);
    const moved = await bob.pb.collection("pushsubscriptions").create({ ...device, user: bob.id });
    expect(moved.user).toBe(bob.id);
    const alices = await alice.pb.collection("pushsubscriptions").getFullList();
    expect(alices.map((record) => record.endpoint)).not.toContain(device.endpoint);
  });
});

describe("the worker's keys and routes", () => {
  it("keeps the VAPID key pair and its secret readable by the shop's user only", async () => {
    for (const name of ["vapid.json", "worker-secret"]) {
      const info = await stat(path.join(server.dataDir, "push", name));
      expect(info.mode & 0o777, name).toBe(0o600);
    }
  });

  it("refuses to hand pushes to anyone without the worker's secret", async () => {
    for (const secret of [undefined, "", "not-the-secret"]) {
      for (const route of ["claim", "results"]) {
        const response = await fetch(`${server.url}/api/shop/push/${route}`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            ...(secret === undefined ? {} : { "X-Push-Worker": secret }),
          },
          body: JSON.stringify({ waitMs: 0, results: [] }),
        });
        expect(response.status, `${route} with ${secret}`).toBe(401);
      }
    }
  });
});

describe("without PUSH_ENDPOINT_ALLOW (the shared test server)", () => {
  it("refuses the local push service's endpoint: only the real push services pass", async () => {
    const customer = await createUser(await superuserClient());
    const device = service.subscribe();
    const error = await failure(
      customer.pb.collection("pushsubscriptions").create({ ...device, user: customer.id }),
    );
    expect(error.response.data.endpoint?.message).toBe(
      "Notifications cannot be sent to this address.",
    );
  });
});
