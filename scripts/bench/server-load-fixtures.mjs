/**
 * Request fixtures for the server load test: the sync engine's keyset page, lines the order
 * hook accepts, and request templates that get a fresh clientId on every request.
 */
import { randomUUID } from "node:crypto";
import { SAMPLE_CHECKOUT } from "../lib/sample-checkout.mjs";

// src/offline/sync.ts: CATALOGUE_PAGE_SIZE and its keyset query; the grid itself reads Dexie.
export const SYNC_PAGE = 500;

export const CHECKOUT = SAMPLE_CHECKOUT;

/**
 * The keyset cursor of the middle sync page, as src/offline/sync.ts builds its filter.
 * @param {import("pocketbase").default} pb
 * @param {number} products
 */
export async function syncPagePath(pb, products) {
  const middle = await pb
    .collection("products")
    .getList(products / 2, 1, { sort: "updated,id", skipTotal: true });
  const at = middle.items[0];
  if (!at) throw new Error("the catalogue has fewer products than expected");
  const filter = pb.filter("updated > {:u} || (updated = {:u} && id > {:id})", {
    u: at.updated,
    id: at.id,
  });
  const query = new URLSearchParams({
    page: "1",
    perPage: String(SYNC_PAGE),
    filter,
    sort: "updated,id",
    skipTotal: "1",
  });
  return `/api/collections/products/records?${query}`;
}

/**
 * In-stock products without options in enabled categories: lines the order hook accepts.
 * @param {import("pocketbase").default} admin
 */
export async function orderableProducts(admin) {
  const list = await admin.collection("products").getList(1, 200, {
    filter: "outOfStock = false && category.isEnabled = true && subcategory.isEnabled = true",
    fields: "id,options",
    skipTotal: true,
  });
  const ids = list.items.filter((p) => !p.options?.length).map((p) => p.id);
  if (ids.length === 0) throw new Error("no orderable product in the seeded catalogue");
  return ids;
}

/**
 * @param {import("pocketbase").default} admin
 * @param {boolean} enabled
 */
export async function setGuestLimiter(admin, enabled) {
  await admin.settings.update({ rateLimits: { enabled } });
}

/**
 * @template T
 * @param {T[]} list
 * @returns {() => T}
 */
export const rotate = (list) => {
  let i = 0;
  return () => /** @type {T} */ (list[i++ % list.length]);
};

/**
 * @param {string} path
 * @param {() => unknown} body
 * @param {Record<string, string>} [headers]
 */
export function post(path, body, headers = {}) {
  return {
    method: "POST",
    path,
    headers: { "content-type": "application/json", ...headers },
    setupRequest: (/** @type {Record<string, unknown>} */ req) => ({
      ...req,
      body: JSON.stringify(body()),
    }),
  };
}

export function inquiry() {
  return {
    name: "Load Tester",
    email: "load@example.com",
    subject: "Stock question",
    message: "Do you have this serum in the 50 ml size?",
    clientId: randomUUID(),
  };
}
