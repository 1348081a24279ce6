/**
 * `npm run bench -- push`: from a status change to the push service receiving its push. A shop
 * started the way `npm start` starts it, its push worker, and the tests' local HTTPS push service
 * (tests/setup/push-service.ts: it decrypts each push and verifies its VAPID signature, so a
 * figure counts only pushes a browser could read). 100 orders each get "Payment received"; each
 * latency runs from just before the superuser's update request to the service decrypting the
 * push. p50 and p95, with the update request's own p50 from the same run as the baseline.
 */
import PocketBase from "pocketbase";
import { importTs } from "../lib/load-ts.mjs";
import { supervisePushWorker } from "../lib/worker-host.mjs";
import { startSeededServer } from "./seeded-server.mjs";

const CHANGES = Number(process.env.PUSH_CHANGES ?? 100);
const PASSWORD = "bench-password-123";

/**
 * @param {number[]} values
 * @param {number} p
 */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/**
 * @template T
 * @param {() => Promise<T | undefined>} probe
 * @returns {Promise<T>}
 */
async function until(probe) {
  const end = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** @param {import("./types").BenchContext} context */
export async function run({ log }) {
  const { startPushService } = await importTs("tests/setup/push-service.ts");
  const service = await startPushService();
  // 100 orders from one account: past its hourly order limit, so the limits are relaxed
  const server = await startSeededServer({
    env: {
      PUSH_ENDPOINT_ALLOW: service.origin,
      SHOP_EMAIL: "shop@example.com",
      SHOP_TEST_RELAXED_LIMITS: "1",
    },
  });
  const worker = supervisePushWorker({
    dataDir: server.dataDir,
    url: server.url,
    log,
    env: { NODE_EXTRA_CA_CERTS: service.caFile, PUSH_ENDPOINT_ALLOW: service.origin },
  });
  try {
    const admin = new PocketBase(server.url);
    admin.autoCancellation(false);
    await admin
      .collection("_superusers")
      .authWithPassword(server.admin.email, server.admin.password);
    const email = "push-bench@example.com";
    const user = await admin
      .collection("users")
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Bench Shopper" });
    const customer = new PocketBase(server.url);
    customer.autoCancellation(false);
    await customer.collection("users").authWithPassword(email, PASSWORD);
    await customer
      .collection("pushsubscriptions")
      .create({ ...service.subscribe(), user: user.id });
    const category = await admin
      .collection("categories")
      .create({ name: "Push bench", priority: 1, isEnabled: true });
    const subcategory = await admin
      .collection("subcategories")
      .create({ name: "Other", parentCategory: category.id, isEnabled: true });
    const product = await admin.collection("products").create({
      name: "Push bench product",
      brand: "Bench",
      category: category.id,
      subcategory: subcategory.id,
      price: 1500,
      imageUrls: ["/images/test.webp"],
      outOfStock: false,
    });
    await until(async () =>
      (await fetch(`${server.url}/api/shop/push/key`)).ok ? true : undefined,
    );

    const latencies = [];
    const requests = [];
    for (let i = 0; i < CHANGES; i++) {
      const order = await customer.collection("orders").create({
        clientId: crypto.randomUUID(),
        orderNumber: `ORDER-B${i.toString(36).toUpperCase().padStart(5, "0")}`,
        items: [{ product: product.id, option: null, quantity: 1 }],
        customerInfo: { firstName: "Bench", lastName: "Shopper", email, phone: "0771234567" },
        shippingAddress: {
          address: "12 Galle Road",
          apartment: "",
          city: "Colombo",
          state: "Western",
          zip: "00300",
          country: "Sri Lanka",
        },
      });
      const seen = service.received.length;
      const started = Date.now();
      await admin.collection("orders").update(order.id, { status: "Payment received" });
      requests.push(Date.now() - started);
      const push = await until(() => service.received[seen]);
      if (!push.payload.title.includes(order.orderNumber)) throw new Error("another order's push");
      latencies.push(push.at - started);
    }
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const request = percentile(requests, 50);
    log(`status change to push received: p50 ${p50} ms, p95 ${p95} ms (update p50 ${request} ms)`);
    const note = `${CHANGES} changes, one device; decrypted and VAPID-verified by a local HTTPS push service; the update request itself: p50 ${request} ms`;
    return [
      {
        name: "status change to push service (p50)",
        value: p50,
        unit: "ms",
        target: "report",
        limit: null,
        ratio: `${(p50 / Math.max(request, 1)).toFixed(1)}x the update request`,
        note,
      },
      {
        name: "status change to push service (p95)",
        value: p95,
        unit: "ms",
        target: "< 1,000 ms",
        limit: 1000,
        ratio: `${(p95 / Math.max(request, 1)).toFixed(1)}x the update request`,
        note,
      },
    ];
  } finally {
    await worker.stop();
    await server.dispose();
    await service.close();
  }
}
