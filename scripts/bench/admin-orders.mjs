/**
 * `npm run bench -- admin-orders`: what /admin asks of the server over 10,000 orders, as a staff
 * member (the list rule staff are held to): the newest page, each status view with its count,
 * a search by order number, by name and by phone, and a date range; then the owner's figures and
 * the accountant's CSV for a month. Each request is timed from the client (HTTP included) 40
 * times; p95 against the 1 s, and the ratio to /api/health measured in the same run.
 */
import { randomUUID } from "node:crypto";
import PocketBase from "pocketbase";
import { importTs } from "../lib/load-ts.mjs";
import { startSeededServer } from "./seeded-server.mjs";

const ORDERS = Number(process.env.ADMIN_ORDERS ?? 10_000);
const RUNS = 40;
const STATUSES = ["Confirmed", "Payment received", "Shipped", "Delivered", "Cancelled"];
/** @typedef {import("../../src/shared/admin-orders.ts").OrderListQuery} OrderListQuery */

const NAMES = ["Nimal Perera", "Kamala Silva", "Sunil Fernando", "Anjali Rajapaksa", "සුනිල් ද සිල්වා"];

/**
 * @param {number[]} values
 * @param {number} p
 */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  // NaN, not a number made up, when nothing was timed
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** @param {() => Promise<unknown>} fn */
async function timed(fn) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * 10,000 orders as a superuser stores them (the customer's hook is not what is measured).
 * @param {PocketBase} pb
 * @param {string} productId
 * @param {(line: string) => void} log
 */
async function seedOrders(pb, productId, log) {
  let made = 0;
  /** @param {number} i */
  const one = (i) => {
    const name = NAMES[i % NAMES.length] ?? "";
    const [first, ...last] = name.split(" ");
    const status = STATUSES[i % STATUSES.length];
    return pb.collection("orders").create(
      {
        clientId: randomUUID(),
        orderNumber: `ORDER-${i.toString(36).toUpperCase().padStart(6, "0")}`,
        items: [
          {
            id: productId,
            name: "Snail Mucin",
            image: "",
            option: null,
            quantity: 1 + (i % 3),
            price: 4200,
            total: 4200 * (1 + (i % 3)),
          },
        ],
        customerInfo: {
          firstName: first,
          lastName: last.join(" "),
          email: `c${i}@example.com`,
          phone: `077${String(i).padStart(7, "0")}`,
        },
        shippingAddress: {
          address: `${i} Galle Road`,
          apartment: "",
          city: "Colombo",
          state: "Western",
          zip: "00300",
          country: "Sri Lanka",
        },
        subTotal: 4200,
        shipping: 0,
        total: 4200 * (1 + (i % 3)),
        status,
        slipReceivedAt: status === "Confirmed" && i % 2 ? new Date().toISOString() : "",
        statusHistory: [{ status: "Confirmed", note: "", at: new Date().toISOString() }],
        userName: name,
        userEmail: `c${i}@example.com`,
      },
      { requestKey: null },
    );
  };
  const workers = Array.from({ length: 4 }, async (_, w) => {
    for (let i = w; i < ORDERS; i += 4) {
      await one(i);
      made++;
      if (made % 2000 === 0) log(`${made} orders`);
    }
  });
  await Promise.all(workers);
}

/**
 * @param {import("./types").BenchContext} context
 * @returns {Promise<import("./types").BenchRow[]>}
 */
export async function run({ log }) {
  /** @type {typeof import("../../src/shared/admin-orders.ts")} */
  const { ORDER_VIEWS, orderListFilter } = await importTs("src/shared/admin-orders.ts");
  const server = await startSeededServer({ env: { SHOP_TEST_RELAXED_LIMITS: "1" } });
  try {
    const owner = new PocketBase(server.url);
    owner.autoCancellation(false);
    await owner
      .collection("_superusers")
      .authWithPassword(server.admin.email, server.admin.password);
    const product = await owner.collection("products").getFirstListItem("");
    log(`seeding ${ORDERS} orders…`);
    await seedOrders(owner, product.id, log);
    const email = `staff-${randomUUID().slice(0, 6)}@bench.test`;
    await owner.collection("staff").create({
      email,
      password: "bench-staff-123",
      passwordConfirm: "bench-staff-123",
      name: "Bench",
    });
    const staff = new PocketBase(server.url);
    staff.autoCancellation(false);
    await staff.collection("staff").authWithPassword(email, "bench-staff-123");

    const health = await timed(() => fetch(`${server.url}/api/health`).then((r) => r.text()));
    /**
     * @param {Partial<OrderListQuery>} query
     * @param {number} [perPage]
     */
    const list = (query, perPage = 30) => {
      const { filter, params } = orderListFilter({
        view: "all",
        search: "",
        from: "",
        to: "",
        ...query,
      });
      return staff.collection("orders").getList(1, perPage, {
        filter: filter ? staff.filter(filter, params) : "",
        sort: "-created",
      });
    };
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    /** @type {[string, () => Promise<unknown>][]} */
    const cases = [
      ["newest 30, with the total", () => list({})],
      [
        "the 7 status counts",
        () => Promise.all(ORDER_VIEWS.map((view) => list({ view: view.key }, 1))),
      ],
      ["Slip received view", () => list({ view: "slip" })],
      ["search by order number", () => list({ search: "ORDER-0007" })],
      ["search by name", () => list({ search: "kamala" })],
      ["search by phone as typed", () => list({ search: "077 000 12" })],
      ["a date range with a status", () => list({ view: "shipped", from: today, to: today })],
    ];
    const ownerGet = (/** @type {string} */ path) =>
      fetch(`${server.url}${path}`, { headers: { Authorization: owner.authStore.token } }).then(
        (r) => r.text(),
      );
    cases.push(
      ["the owner's figures", () => ownerGet("/api/shop/admin/sales")],
      ["CSV of today", () => ownerGet(`/api/shop/admin/orders.csv?from=${today}&to=${today}`)],
    );
    const rows = [];
    for (const [name, fn] of cases) {
      const t = await timed(fn);
      log(`${name}: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`);
      rows.push({
        name: `${ORDERS.toLocaleString("en")} orders: ${name} (p95)`,
        value: Math.round(t.p95),
        unit: "ms",
        target: "< 1,000 ms",
        limit: 1000,
        ratio: `${(t.p95 / health.p95).toFixed(0)}x /api/health`,
        note: `p50 ${t.p50.toFixed(1)} ms; ${RUNS} runs; lists as a staff member`,
      });
    }
    return rows;
  } finally {
    await server.dispose();
  }
}
