/**
 * The device's store (IndexedDB via Dexie), the only importer of `dexie` with live-query hooks.
 *
 * - categories, subcategories, products, settings: the catalogue cache, written only by the
 *   sync engine (src/offline/sync.ts); screens read it through live queries.
 * - meta: sync high-water marks, one row per collection (key = collection name).
 * - outbox: submissions (orders, inquiries, custom orders, slips, the shop's order steps)
 *   waiting to reach the server.
 * - orders: the signed-in customer's orders, cached so the profile works offline.
 * - adminOrders: the orders /admin has read (with their slips and history once opened), so the
 *   owner's list and open orders read offline; cleared when /admin signs out.
 */
import Dexie, { type EntityTable } from "dexie";
import type { Category, Product, Settings, Subcategory, SubmissionKind } from "../lib/types";

export interface SyncMeta {
  key: string;
  /** the largest `updated` value applied from the server */
  highWater: string;
  syncedAt: number;
}

export type OutboxKind = SubmissionKind;
export type OutboxState = "queued" | "sending" | "sent" | "failed";

export interface OutboxItem {
  /** the submission's clientId (idempotency key) */
  id: string;
  kind: OutboxKind;
  body: Record<string, unknown>;
  state: OutboxState;
  attempts: number;
  createdAt: number;
  nextAttemptAt: number;
  /** the server's message when state is failed */
  error?: string;
  /** the server's stored record once sent */
  result?: Record<string, unknown>;
  /** for orders: whose session must send it */
  userId?: string;
  /** for orders: the session is gone or belongs to someone else; waits for that user's sign-in */
  needsSignIn?: boolean;
  /**
   * A screen waits for this submission's first answer until then (ms) and says itself what
   * became of it; lists of what is on the device leave the item out meanwhile (`shownInLists`).
   */
  awaitedUntil?: number;
}

export interface CachedOrder {
  id: string;
  userId: string;
  orderNumber: string;
  created: string;
  record: Record<string, unknown>;
  /** when this copy last came from the server (ms); older rows have none */
  cachedAt?: number;
}

/** An order as /admin last read it: the record, and once opened its slips and actions. */
export interface AdminCachedOrder {
  id: string;
  created: string;
  record: Record<string, unknown>;
  /** the payment slips' records, once the order was opened */
  slips?: Record<string, unknown>[];
  /** the shop's steps on it (orderactions records), once the order was opened */
  actions?: Record<string, unknown>[];
  /** when this copy last came from the server (ms) */
  cachedAt: number;
}

/** The name of the device's database (IndexedDB), as the browser lists it. */
export const DB_NAME = "island-imports";

export class ShopDb extends Dexie {
  categories!: EntityTable<Category, "id">;
  subcategories!: EntityTable<Subcategory, "id">;
  products!: EntityTable<Product, "id">;
  settings!: EntityTable<Settings, "id">;
  meta!: EntityTable<SyncMeta, "key">;
  outbox!: EntityTable<OutboxItem, "id">;
  orders!: EntityTable<CachedOrder, "id">;
  adminOrders!: EntityTable<AdminCachedOrder, "id">;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores({
      categories: "id, priority",
      subcategories: "id, parentCategoryId",
      products: "id, categoryId, subcategoryId, updated",
      settings: "id",
      meta: "key",
      outbox: "id, state, kind, nextAttemptAt",
      orders: "id, userId, created",
    });
    // Nothing queries products by `updated` (the sync keeps its marks in meta); one index
    // fewer makes every product write of the sync cheaper.
    this.version(2).stores({ products: "id, categoryId, subcategoryId" });
    // The home's products by index (`inHome` = 1) instead of a filter over every product: at
    // 10,000 products that scan ran after every sync page.
    this.version(3)
      .stores({ products: "id, categoryId, subcategoryId, inHome" })
      .upgrade((tx) =>
        tx
          .table<Product, string>("products")
          .toCollection()
          .modify((p) => {
            p.inHome = p.isInHome ? 1 : 0;
          }),
      );
    // Products gained `created` (sorting by Newest). Copies stored before it lack it, and a
    // delta pull would only refresh changed ones: forgetting the sync marks makes the next
    // start load the whole catalogue again (one snapshot) and fill it in everywhere.
    this.version(4)
      .stores({})
      .upgrade((tx) => tx.table("meta").clear());
    // /admin's copy of the orders it read, newest first by `created`.
    this.version(5).stores({ adminOrders: "id, created" });
    // Products gained `handle`, their readable link (/p/HANDLE), found through this index;
    // forgetting the sync marks loads the catalogue again, with it (as version 4 did).
    this.version(6)
      .stores({ products: "id, categoryId, subcategoryId, inHome, handle" })
      .upgrade((tx) => tx.table("meta").clear());
  }
}

let shared: ShopDb | undefined;

/** The app-wide database. Tests construct their own `ShopDb` with a unique name. */
export function db(): ShopDb {
  shared ??= new ShopDb();
  return shared;
}

/**
 * The boot's two steps for the database (src/boot.ts), each in a task of its own once the module
 * is loaded: Dexie's set-up, then its opening, not awaited: the app starts whether or not it
 * opens. Opened by the screens' first reads instead, it ran them all in the task that finished
 * the opening: 180-300 ms at 3× CPU on a first visit to /products.
 */
export const bootSteps = {
  setUp(): void {
    db();
  },
  open(): void {
    db()
      .open()
      .catch(() => {});
  },
};
