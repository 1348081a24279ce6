/**
 * The soak's requests, each as the app sends it: the sync's delta pages (src/backend/catalogue.ts:
 * keyset filter from the device's mark, 500 a page, skipTotal) and the first visit's catalogue
 * snapshot; checkout through the outbox (the drainer renews the session, then creates the order
 * with the body placeOrder builds); and the owner editing a product. Every client has its own
 * forwarded address (the server trusts X-Forwarded-For, as behind the Deploy section's Caddy).
 */
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import PocketBase from "pocketbase";
import { SAMPLE_CHECKOUT } from "../../lib/sample-checkout.mjs";

export const PAGE_COLLECTIONS = [
  "products",
  "categories",
  "subcategories",
  "settings",
  "tombstones",
];
/**
 * the app's own order number rule, as the hooks run it (npm run build:shared)
 * @type {typeof import("../../../src/shared/server.ts")}
 */
const { newOrderNumber } = createRequire(import.meta.url)("../../../pb_hooks/lib/shared.js");
const filters = new PocketBase("http://127.0.0.1");

/**
 * @typedef {(kind: string, send: () => Promise<Response>) =>
 *   Promise<{ok: boolean, status: number, text: string} | null>} Timed
 */

/**
 * @param {string} ip
 * @param {string} [token]
 */
const json = (ip, token) => ({
  "content-type": "application/json",
  "x-forwarded-for": ip,
  ...(token ? { authorization: token } : {}),
});

/**
 * A delta page of `name` after `mark` ("" = from the start), as fetchCataloguePage asks.
 * @param {string} url
 * @param {string} name
 * @param {string} mark
 * @param {string} ip
 */
export function deltaPage(url, name, mark, ip) {
  const query = new URLSearchParams({
    page: "1",
    perPage: "500",
    sort: "updated,id",
    skipTotal: "true",
  });
  if (mark) {
    query.set(
      "filter",
      filters.filter("updated > {:u} || (updated = {:u} && id > {:id})", { u: mark, id: "" }),
    );
  }
  return fetch(`${url}/api/collections/${name}/records?${query}`, {
    headers: { "x-forwarded-for": ip },
  });
}

/**
 * A first visit's snapshot: the whole catalogue, gzip, nothing cached yet.
 * @param {string} url
 * @param {string} ip
 */
export function snapshot(url, ip) {
  return fetch(`${url}/api/shop/catalogue-snapshot`, {
    headers: { "x-forwarded-for": ip, "accept-encoding": "gzip" },
  });
}

/**
 * The body placeOrder sends: 1-3 cart lines of orderable products.
 * @param {string[]} products
 */
export function orderBody(products) {
  const count = 1 + Math.floor(Math.random() * 3);
  const start = Math.floor(Math.random() * products.length);
  const items = Array.from({ length: Math.min(count, products.length) }, (_, i) => ({
    product: products[(start + i) % products.length],
    option: null,
    quantity: 1 + Math.floor(Math.random() * 3),
  }));
  return { clientId: randomUUID(), orderNumber: newOrderNumber(), items, ...SAMPLE_CHECKOUT };
}

/**
 * Signs a customer in as the app does; returns {ip, token}.
 * @param {string} url
 * @param {string} email
 * @param {string} password
 * @param {string} ip
 * @returns {Promise<{ip: string, token: string}>}
 */
export async function signIn(url, email, password, ip) {
  const res = await fetch(`${url}/api/collections/users/auth-with-password`, {
    method: "POST",
    headers: json(ip),
    body: JSON.stringify({ identity: email, password }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return { ip, token: (await res.json()).token };
}

/**
 * One checkout through the outbox: the session renewed, then the order created.
 * @param {string} url
 * @param {{ip: string, token: string}} customer
 * @param {string[]} products
 * @param {Timed} timed
 */
export async function placeOrder(url, customer, products, timed) {
  const refreshed = await timed("auth refresh", () =>
    fetch(`${url}/api/collections/users/auth-refresh`, {
      method: "POST",
      headers: json(customer.ip, customer.token),
    }),
  );
  if (refreshed?.ok) customer.token = JSON.parse(refreshed.text).token;
  await timed("order create", () =>
    fetch(`${url}/api/collections/orders/records`, {
      method: "POST",
      headers: json(customer.ip, customer.token),
      body: JSON.stringify(orderBody(products)),
    }),
  );
}

/**
 * The owner changes a product's price; resolves with the record's new `updated`, or null.
 * @param {string} url
 * @param {{ip: string, token: string}} admin
 * @param {string} product
 * @param {number} price
 * @param {Timed} timed
 * @returns {Promise<string | null>}
 */
export async function editProduct(url, admin, product, price, timed) {
  const answer = await timed("admin product edit", () =>
    fetch(`${url}/api/collections/products/records/${product}`, {
      method: "PATCH",
      headers: json(admin.ip, admin.token),
      body: JSON.stringify({ price }),
    }),
  );
  return answer?.ok ? JSON.parse(answer.text).updated : null;
}

/**
 * Calls `tick(n)` every `ms`, on schedule whatever the previous call is doing (open loop), until
 * the returned stop function is called.
 * @param {number} ms
 * @param {(n: number) => unknown} tick
 */
export function every(ms, tick) {
  const started = performance.now();
  let n = 0;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const next = () => {
    const count = n++;
    void Promise.resolve()
      .then(() => tick(count))
      .catch((error) => console.error(error));
    timer = setTimeout(next, Math.max(0, started + (n + 1) * ms - performance.now()));
  };
  timer = setTimeout(next, ms);
  return () => clearTimeout(timer);
}
