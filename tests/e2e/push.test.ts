/**
 * Web Push in Chromium (docs/owner-guide.md): the offer appears after an order, not before;
 * consent subscribes with the shop's VAPID key and stores the subscription; the shop's status
 * change queues a push whose payload the service worker shows as a notification, grouped by
 * order; a tap opens the order in My Orders; sign-out removes the subscription.
 *
 * Headless Chromium cannot reach a real push service, so two seams stand in for the network:
 * PushManager.subscribe answers with an FCM-shaped subscription (the endpoint the shop's
 * allow-list accepts, real P-256 keys), and the queued push's payload is delivered to the
 * service worker through DevTools' ServiceWorker.deliverPushMessage, a real `push` event. The
 * encrypted leg is tested in tests/integration/push.test.ts.
 */
import { createECDH, randomBytes } from "node:crypto";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { supervisePushWorker } from "../../scripts/lib/worker-host.mjs";
import { PUSH_OFFER_TITLE } from "../../src/features/push/push-offer";
import { createStaff, signInToAdmin } from "./admin-steps";
import { openPage, PHONE, WIDTHS } from "./browser";
import { placeOrder } from "./checkout-steps";
import {
  addToCart,
  admin,
  browser,
  catalogue,
  createCustomer,
  SCREENS,
  server,
  signedInPhone,
  withOwnServer,
} from "./fixture";

withOwnServer({ testCatalogue: true });

let worker: ReturnType<typeof supervisePushWorker>;
beforeAll(async () => {
  // the VAPID keys are the worker's (made on its first start); it sends nothing here: no
  // SHOP_EMAIL, so no VAPID subject
  worker = supervisePushWorker({ dataDir: server.dataDir, url: server.url, log: () => {} });
  // until they exist the app says "Notifications are not ready yet" (a slow start on a busy
  // machine made the first test flaky)
  await vi.waitFor(
    async () => {
      const response = await fetch(`${server.url}/api/shop/push/key`);
      if (!response.ok) throw new Error(`push key: ${response.status}`);
    },
    { timeout: 60_000, interval: 200 },
  );
});
afterAll(() => worker?.stop());

/** A browser push subscription as FCM would give it, with real keys. */
function fakeSubscription() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString("hex")}`,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
    },
  };
}

/** Stands in for the push service: subscribe() and getSubscription() answer `json`. */
async function fakePushManager(context: BrowserContext, json: ReturnType<typeof fakeSubscription>) {
  await context.addInitScript((sub) => {
    const made = () => {
      const key = localStorage.getItem("e2e-push-key");
      if (!key) return null;
      return {
        ...sub,
        options: { applicationServerKey: Uint8Array.from(JSON.parse(key)).buffer },
        toJSON: () => sub,
        unsubscribe: async () => {
          localStorage.removeItem("e2e-push-key");
          return true;
        },
      };
    };
    PushManager.prototype.subscribe = async (options) => {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      localStorage.setItem("e2e-push-key", JSON.stringify([...key]));
      return made() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => made() as unknown as PushSubscription;
  }, json);
}

async function notifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data,
    }));
  });
}

/** A real `push` event in the page's service worker, through DevTools. */
async function deliverPush(context: BrowserContext, page: Page, data: string) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL.startsWith(server.url) && !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: server.url,
    registrationId: await registrationId,
    data,
  });
  await cdp.detach();
}

describe("push notifications in the browser", () => {
  it("offers updates after an order, shows the shop's push and opens the order on a tap", async () => {
    const email = `push-${Date.now()}@example.com`;
    const user = await createCustomer(email, "Kamala Perera");
    const subscription = fakeSubscription();
    const { context, page } = await signedInPhone(email);
    await context.grantPermissions(["notifications"], { origin: server.url });
    await fakePushManager(context, subscription);

    // not on a first visit, nor on the way to the order
    await page.goto(`${server.url}/home`);
    await page.locator("main").waitFor();
    expect(await page.getByText(PUSH_OFFER_TITLE).count()).toBe(0);
    await addToCart(page, catalogue.plainId);
    await page.goto(`${server.url}/checkout`);
    expect(await page.getByText(PUSH_OFFER_TITLE).count()).toBe(0);

    await placeOrder(page);
    await page.getByText(PUSH_OFFER_TITLE).waitFor();
    for (const [label, size] of WIDTHS) {
      await page.setViewportSize(size);
      const offer = page.getByTestId("push-offer");
      await offer.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENS, `push-offer-${label}.png`) });
    }
    await page.getByRole("button", { name: "Turn on updates" }).click();
    await page.getByTestId("push-on").waitFor();

    const filter = admin.filter("user = {:user}", { user: user.id });
    const [stored] = await admin.collection("pushsubscriptions").getFullList({ filter });
    expect(stored).toMatchObject(subscription);
    // subscribed with the shop's VAPID public key
    const { publicKey } = await (await fetch(`${server.url}/api/shop/push/key`)).json();
    const usedKey = await page.evaluate(() => localStorage.getItem("e2e-push-key"));
    expect(Buffer.from(JSON.parse(usedKey ?? "[]")).toString("base64url")).toBe(publicKey);

    // the shop takes the payment: the push it queued, delivered to the service worker
    const [order] = await admin.collection("orders").getFullList({ filter });
    if (!order || !stored) throw new Error("no order or subscription stored");
    await admin.collection("orders").update(order.id, { status: "Payment received" });
    const [queued] = await admin
      .collection("pushqueue")
      .getFullList({ filter: `subscription = "${stored.id}"` });
    await page.goto(`${server.url}/home`);
    await deliverPush(context, page, JSON.stringify(queued?.payload));
    await expect
      .poll(() => notifications(page))
      .toEqual([
        {
          title: `Payment received for ${order.orderNumber}`,
          body: "We received your advance and are ordering your items.",
          tag: `order-${order.orderNumber}`,
          data: { url: `/profile?order=${order.orderNumber}` },
        },
      ]);

    // a tap focuses the open window on the order, in My Orders, opened
    const [sw] = context.serviceWorkers();
    await sw?.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [shown] = await scope.registration.getNotifications();
      if (shown)
        scope.dispatchEvent(new NotificationEvent("notificationclick", { notification: shown }));
    });
    await page.waitForURL(`${server.url}/profile?order=${order.orderNumber}`);
    const card = page.locator(".order-card[data-focused]");
    await expect
      .poll(() => card.locator(".order-card__head").getAttribute("aria-expanded"))
      .toBe("true");
    expect(await card.locator(".order-card__id").textContent()).toBe(order.orderNumber);
    expect(await page.getByRole("switch", { name: /Order updates/ }).isChecked()).toBe(true);
    for (const [label, size] of WIDTHS) {
      await page.setViewportSize(size);
      await page.screenshot({ path: path.join(SCREENS, `push-profile-${label}.png`) });
    }
    await page.setViewportSize(PHONE);

    // a push the app cannot read still shows a notification (iOS revokes silent ones)
    await deliverPush(context, page, "not json");
    await expect
      .poll(async () => (await notifications(page)).map((n) => n.title))
      .toContain("Island Imports");

    // sign-out removes this device's subscription from the shop
    await page.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL(/\/home/);
    await expect
      .poll(
        async () => (await admin.collection("pushsubscriptions").getFullList({ filter })).length,
      )
      .toBe(0);
    await context.close();
  });

  it("lets staff turn on the shop's alerts in /admin, and Sign out removes them", async () => {
    const staff = await createStaff("Nimal Staff");
    const { context, page } = await openPage(browser, PHONE, { serviceWorker: true });
    await context.grantPermissions(["notifications"], { origin: server.url });
    await fakePushManager(context, fakeSubscription());
    await signInToAdmin(page, staff);
    const alerts = page.getByRole("switch", { name: /Shop alerts on this device/ });
    await alerts.waitFor();
    expect(await alerts.isChecked()).toBe(false);
    await alerts.click();
    await expect.poll(() => alerts.isChecked()).toBe(true);
    await page.getByText("New orders, payment slips and messages arrive on this device.").waitFor();
    await page.screenshot({ path: path.join(SCREENS, "admin-push-switch-phone.png") });

    const account = await admin
      .collection("staff")
      .getFirstListItem(admin.filter("email = {:email}", { email: staff.email }));
    const filter = admin.filter("staff = {:staff}", { staff: account.id });
    await expect
      .poll(
        async () => (await admin.collection("pushsubscriptions").getFullList({ filter })).length,
      )
      .toBe(1);

    await page.getByRole("button", { name: /^Sign out/ }).click();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    await expect
      .poll(
        async () => (await admin.collection("pushsubscriptions").getFullList({ filter })).length,
      )
      .toBe(0);
    await context.close();
  });
});
