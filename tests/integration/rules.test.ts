/**
 * The API-rule matrix: guest, owner, another user and a superuser against
 * every collection and action. Outcomes are judged by what the server stored or returned,
 * because a list that fails its rule still answers 200 (with no items).
 */
import { randomUUID } from "node:crypto";
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { admin, alice, bob, catalogue, withAliceAndBob } from "./cast";
import {
  createUser,
  freshOrderNumber,
  guestClient,
  orderBody,
  PASSWORD,
  type TestUser,
  unique,
} from "./helpers";

type Actor = "guest" | "owner" | "other" | "superuser";
type Op = "list" | "view" | "create" | "update" | "delete";
const ACTORS: Actor[] = ["guest", "owner", "other", "superuser"];
const OPS: Op[] = ["list", "view", "create", "update", "delete"];
const ALL = ACTORS;
const SU: Actor[] = ["superuser"];

/** Who may do what; "owner" is the signed-in user a record belongs to (users, orders). */
const MATRIX: Record<string, Record<Op, Actor[]>> = {
  users: {
    list: ["owner", "superuser"],
    view: ["owner", "superuser"],
    create: ALL,
    update: ["owner", "superuser"],
    delete: ["owner", "superuser"],
  },
  categories: { list: ALL, view: ALL, create: SU, update: SU, delete: SU },
  subcategories: { list: ALL, view: ALL, create: SU, update: SU, delete: SU },
  products: { list: ALL, view: ALL, create: SU, update: SU, delete: SU },
  settings: { list: ALL, view: ALL, create: SU, update: SU, delete: SU },
  tombstones: { list: ALL, view: ALL, create: SU, update: SU, delete: SU },
  orders: {
    list: ["owner", "superuser"],
    view: ["owner", "superuser"],
    create: ["owner", "other", "superuser"],
    update: SU,
    delete: SU,
  },
  inquiries: { list: SU, view: SU, create: ALL, update: SU, delete: SU },
  customorders: { list: SU, view: SU, create: ALL, update: SU, delete: SU },
};

let seededSettingsId: string;

withAliceAndBob("Alice Owner", "Bob Other");

beforeAll(async () => {
  seededSettingsId =
    (await admin.collection("settings").getList(1, 1, { sort: "created" })).items[0]?.id ?? "";
});

/** A valid create body for the collection, as the given actor would send it. */
function createBody(collection: string, actor: Actor): Record<string, unknown> {
  const line = { product: catalogue.plainId, option: null, quantity: 1 };
  switch (collection) {
    case "users":
      return {
        email: `${unique("reg")}@example.com`,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        name: "New Shopper",
      };
    case "categories":
      return { name: unique("Cat"), isEnabled: true };
    case "subcategories":
      return { name: unique("Sub"), parentCategory: catalogue.categoryId, isEnabled: true };
    case "products":
      return {
        name: unique("Prod"),
        category: catalogue.categoryId,
        subcategory: catalogue.subcategoryId,
        price: 100,
      };
    case "settings":
      // bank details: a settings record without them cannot be saved (customers could not pay)
      return {
        supportEmail: "transient@example.com",
        supportPhone: "+94 77 000 0000",
        bankName: "Transient Bank",
        bankAccountName: "Island Imports",
        bankAccountNumber: "0001234567",
      };
    case "tombstones":
      return { sourceCollection: "products", recordId: unique("gone") };
    case "orders":
      // The hook leaves superuser writes alone, so a superuser sends the stored shape.
      return actor === "superuser"
        ? {
            ...orderBody([]),
            items: [{ ...line, id: catalogue.plainId }],
            user: alice.id,
            status: "Confirmed",
            total: 1500,
          }
        : orderBody([line]);
    case "inquiries":
      return {
        name: "Kamal",
        email: "k@example.com",
        subject: "Hello",
        message: "A question about sizes.",
        clientId: randomUUID(),
      };
    default:
      return {
        name: "Kamal",
        whatsapp: "94771234567",
        description: "Please find this figure.",
        clientId: randomUUID(),
      };
  }
}

const PATCH_FIELD: Record<string, string> = {
  users: "name",
  categories: "name",
  subcategories: "name",
  products: "name",
  settings: "bankBranch",
  tombstones: "recordId",
  orders: "status",
  inquiries: "subject",
  customorders: "description",
};

interface Target {
  id: string;
  owner: TestUser;
  /** removes what the test made, if anything is left */
  cleanup(): Promise<void>;
}

/** A record to act on. Destructive superuser actions on settings use a transient record. */
async function makeTarget(collection: string, actor: Actor, op: Op): Promise<Target> {
  const drop = (id: string) => async () => {
    await admin
      .collection(collection)
      .delete(id)
      .catch(() => undefined);
  };
  if (collection === "users") {
    // Deleting must not remove the shared users, so a delete acts on a fresh one.
    const owner = op === "delete" ? await createUser(admin, "Short Lived") : alice;
    return { id: owner.id, owner, cleanup: async () => undefined };
  }
  if (
    collection === "settings" &&
    !(actor === "superuser" && (op === "update" || op === "delete"))
  ) {
    return { id: seededSettingsId, owner: alice, cleanup: async () => undefined };
  }
  if (collection === "orders") {
    const order = await alice.pb.collection("orders").create(createBody("orders", "owner"));
    return { id: order.id, owner: alice, cleanup: async () => undefined };
  }
  const record = await admin.collection(collection).create(createBody(collection, "superuser"));
  const keep = collection !== "settings";
  return { id: record.id, owner: alice, cleanup: keep ? async () => undefined : drop(record.id) };
}

function clientFor(actor: Actor, target: Target): PocketBase {
  if (actor === "guest") return guestClient();
  if (actor === "owner") return target.owner.pb;
  if (actor === "other") return bob.pb;
  return admin;
}

async function succeeds(call: Promise<unknown>): Promise<boolean> {
  return call.then(
    () => true,
    () => false,
  );
}

async function exists(collection: string, id: string): Promise<boolean> {
  return succeeds(admin.collection(collection).getOne(id));
}

describe.each(Object.keys(MATRIX))("%s", (collection) => {
  const cases = OPS.flatMap((op) => ACTORS.map((actor) => [op, actor] as const));
  it.each(cases)("%s by %s", async (op, actor) => {
    const allowed = MATRIX[collection]?.[op].includes(actor) ?? false;
    if (op === "create") {
      const body = createBody(collection, actor);
      const pb =
        actor === "owner"
          ? alice.pb
          : clientFor(actor, { id: "", owner: alice, cleanup: async () => undefined });
      const created = await pb
        .collection(collection)
        .create(body)
        .catch(() => null);
      expect(created !== null).toBe(allowed);
      if (created) {
        expect(await exists(collection, created.id)).toBe(true);
        if (collection === "settings") await admin.collection(collection).delete(created.id);
      }
      return;
    }

    const target = await makeTarget(collection, actor, op);
    const pb = clientFor(actor, target);
    try {
      if (op === "list") {
        // A rule that fails answers 200 with no items; a superuser-only (null) rule answers 403.
        const items = await pb
          .collection(collection)
          .getFullList({ filter: pb.filter("id = {:id}", { id: target.id }), batch: 500 })
          .catch(() => []);
        expect(items.map((r) => r.id)).toEqual(allowed ? [target.id] : []);
      } else if (op === "view") {
        expect(await succeeds(pb.collection(collection).getOne(target.id))).toBe(allowed);
      } else if (op === "update") {
        const field = PATCH_FIELD[collection] ?? "name";
        const before = (await admin.collection(collection).getOne(target.id))[field];
        // an order may only move along its lifecycle (order-lifecycle.test.ts): Confirmed -> Payment received
        const value = collection === "orders" ? "Payment received" : `${unique("Changed")} value`;
        const ok = await succeeds(pb.collection(collection).update(target.id, { [field]: value }));
        expect(ok).toBe(allowed);
        const after = (await admin.collection(collection).getOne(target.id))[field];
        expect(after).toBe(allowed ? value : before);
      } else {
        const ok = await succeeds(pb.collection(collection).delete(target.id));
        expect(ok).toBe(allowed);
        expect(await exists(collection, target.id)).toBe(!allowed);
      }
    } finally {
      await target.cleanup();
    }
  });
});

it("a user lists exactly their own user record and orders", async () => {
  const users = await alice.pb.collection("users").getFullList();
  expect(users.map((u) => u.id)).toEqual([alice.id]);
  const order = await bob.pb.collection("orders").create({
    ...orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]),
    orderNumber: freshOrderNumber(),
  });
  const aliceOrders = await alice.pb.collection("orders").getFullList();
  expect(aliceOrders.map((o) => o.id)).not.toContain(order.id);
  expect(aliceOrders.every((o) => o.user === alice.id)).toBe(true);
  expect(await guestClient().collection("orders").getFullList()).toEqual([]);
});
