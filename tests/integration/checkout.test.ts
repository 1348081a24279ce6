/**
 * Checkout as the app does it (placeOrder: outbox, then the order hook), against the shared
 * real PocketBase, with fake-indexeddb as the device. The app's client reads its base URL
 * from `location`, so the test points it at the test server before first use.
 */
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import type { CartItem } from "../../src/features/cart/cart-logic";
import type { Product } from "../../src/lib/types";
import type { CheckoutValues } from "../../src/shared/validation/checkout";
import { sharedServerUrl } from "../setup/shared-server";
import {
  type Catalogue,
  createCatalogue,
  createUser,
  PASSWORD,
  superuserClient,
  type TestUser,
  validCheckout,
} from "./helpers";

Object.defineProperty(globalThis, "location", { value: new URL(sharedServerUrl()) });
const { loadClient, setClientLoader } = await import("../../src/backend/client");
setClientLoader(() => import("../../src/backend/create-client"));
/** the page's shared client, as the app loads it */
const shopClient = await loadClient();
const { placeOrder } = await import("../../src/features/checkout/place-order");
const { db } = await import("../../src/offline/db");
const { refreshOrders, forgetOrders } = await import("../../src/offline/orders-cache");
const { drainOutbox } = await import("../../src/offline/drainer");

/** Places the order while the drainer runs a pass, as the app's runner does on enqueue. */
async function checkout(items: CartItem[]) {
  const before = new Set(await db().outbox.toCollection().primaryKeys());
  let settled = false;
  const placing = placeOrder(shopper.id, items, form).finally(() => {
    settled = true;
  });
  const stored = async () =>
    (await db().outbox.toCollection().primaryKeys()).some((id) => !before.has(id));
  // the pass starts once the order is on the device (or placing it ended without storing it)
  while (!settled && !(await stored())) await new Promise((resolve) => setTimeout(resolve, 5));
  await drainOutbox({ db: db(), client: shopClient, force: true });
  return placing;
}

let admin: PocketBase;
let catalogue: Catalogue;
let shopper: TestUser;
let other: TestUser;

const form: CheckoutValues = {
  ...validCheckout().customerInfo,
  ...validCheckout().shippingAddress,
  country: "Sri Lanka",
  paymentMethod: "bank",
  terms: true,
};

/** A cart line as the session cart holds it, with a price the client could have tampered with. */
function line(productId: string, quantity: number, option: string | null = null): CartItem {
  const product = {
    id: productId,
    name: "Anything",
    images: [],
    options: [],
  } as unknown as Product;
  return {
    key: productId,
    product,
    selectedOption: option ? { label: option, value: 1 } : null,
    quantity,
    price: 1,
  };
}

beforeAll(async () => {
  admin = await superuserClient();
  catalogue = await createCatalogue(admin);
  shopper = await createUser(admin, "Kasun Jayawardena");
  other = await createUser(admin, "Someone Else");
  await shopClient.collection("users").authWithPassword(shopper.email, PASSWORD);
});

describe("placing an order", () => {
  it("stores the server's prices, owner and status, and caches the order on the device", async () => {
    const outcome = await checkout([
      line(catalogue.plainId, 2),
      line(catalogue.optionsId, 1, "Large"),
    ]);
    if (outcome.kind !== "sent") throw new Error(`expected sent, got ${outcome.kind}`);
    expect(outcome.orderNumber).toMatch(/^ORDER-[A-Z0-9]{6}$/);
    // Colombo, 3 units of 500 g: 350 up to 1 kg, 80 for the started second kilogram
    expect(outcome.order.shipping).toBe(430);
    expect(outcome.order.total).toBe(2 * 1500 + 3500 + 430);
    expect(outcome.order.status).toBe("Confirmed");
    expect(outcome.order.user).toBe(shopper.id);
    const cached = await db().orders.get(outcome.order.id);
    expect(cached?.orderNumber).toBe(outcome.orderNumber);
  });

  it("reports the server's reason when an item cannot be sold", async () => {
    const outcome = await checkout([line(catalogue.outOfStockId, 1)]);
    expect(outcome.kind).toBe("refused");
    if (outcome.kind === "refused") expect(outcome.message).toContain("out of stock");
    // The form still holds what was typed; the refused copy does not linger in the outbox.
    const failed = await db().outbox.where("state").equals("failed").count();
    expect(failed).toBe(0);
  });
});

describe("an order the server has not answered yet", () => {
  it("stays in the outbox and keeps the number the device proposed", async () => {
    // No drainer pass runs here, as when the device is offline.
    const outcome = await placeOrder(shopper.id, [line(catalogue.plainId, 1)], form);
    if (outcome.kind !== "queued") throw new Error(`expected queued, got ${outcome.kind}`);
    const queued = await db().outbox.where("state").equals("queued").toArray();
    expect(queued.map((item) => item.body.orderNumber)).toContain(outcome.orderNumber);
    await db().outbox.clear();
  }, 15_000);
});

describe("my orders", () => {
  it("refreshes the device's cache with the user's own orders only", async () => {
    const stranger = await other.pb.collection("orders").create({
      clientId: crypto.randomUUID(),
      orderNumber: "",
      items: [{ product: catalogue.plainId, option: null, quantity: 1 }],
      ...validCheckout(),
    });
    const before = Date.now();
    await refreshOrders(shopper.id);
    const rows = await db().orders.where("userId").equals(shopper.id).toArray();
    expect(rows.length).toBeGreaterThan(0);
    // each row says when it came from the shop ("Status as of …" on the order card)
    for (const row of rows) expect(row.cachedAt).toBeGreaterThanOrEqual(before);
    expect(rows.map((r) => r.id)).not.toContain(stranger.id);
    await expect(shopClient.collection("orders").getOne(stranger.id)).rejects.toMatchObject({
      status: 404,
    });
    const theirs = await other.pb.collection("orders").getFullList();
    expect(theirs.map((o) => o.user)).toEqual([other.id]);
  });

  it("forgets the cached orders on sign-out", async () => {
    await forgetOrders();
    expect(await db().orders.count()).toBe(0);
  });
});
