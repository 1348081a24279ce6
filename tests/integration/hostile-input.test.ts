/**
 * Hostile input against the real server (issue 7): filter, sort, expand and fields tricks on
 * every list a browser can reach, and oversized bodies on every create a guest or shopper can
 * send. What counts is what a hostile client gets back: never another shopper's order, never a
 * password hash, token key or a user's email, never a 500, and nothing stored.
 */
import { randomUUID } from "node:crypto";
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, inject, it } from "vitest";
import {
  type Catalogue,
  countAs,
  createCatalogue,
  createUser,
  guestClient,
  orderBody,
  superuserClient,
  type TestUser,
} from "./helpers";

let admin: PocketBase;
let catalogue: Catalogue;
let alice: TestUser;
let bob: TestUser;
let bobOrderId: string;

beforeAll(async () => {
  admin = await superuserClient();
  catalogue = await createCatalogue(admin);
  alice = await createUser(admin, "Alice Hostile");
  bob = await createUser(admin, "Bob Victim");
  const line = { product: catalogue.plainId, option: null, quantity: 1 };
  await alice.pb.collection("orders").create(orderBody([line]));
  bobOrderId = (await bob.pb.collection("orders").create(orderBody([line]))).id;
});

interface Answer {
  status: number;
  text: string;
}

async function send(path: string, init: RequestInit & { token?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", init.token);
  const res = await fetch(`${inject("pbUrl")}${path}`, { ...init, headers });
  return { status: res.status, text: await res.text() };
}

const list = (collection: string, params: Record<string, string>, token?: string) =>
  send(`/api/collections/${collection}/records?${new URLSearchParams(params)}`, { token });

/** Nothing in the answer may identify Bob, his order or any credential. */
function expectNoLeak(answer: Answer, viewer: "guest" | "alice") {
  expect(answer.status, answer.text).toBeLessThan(500);
  expect(answer.text).not.toContain(bob.email);
  expect(answer.text).not.toContain(bobOrderId);
  if (viewer === "guest") expect(answer.text).not.toContain(alice.email);
  expect(answer.text).not.toMatch(/\$2[aby]\$/); // bcrypt hash
  expect(answer.text).not.toMatch(/"(password|tokenKey)"\s*:/);
}

const PUBLIC_LISTS = ["products", "categories", "subcategories", "settings", "tombstones"];

describe("filter injection", () => {
  const injections = () => [
    "1=1) || (1=1",
    "id != '') || (id != ''",
    "id != '' || 1=1",
    "@request.auth.id != '' || id != ''",
    "user != ''",
    "user.email != ''",
    "user.password != ''",
    "user.tokenKey != ''",
    `@collection.users.email ?= '${bob.email}'`,
    "@collection.users.password != ''",
    "@collection.users.tokenKey != ''",
    `@collection.orders.user ?= '${bob.id}'`,
    `@collection.orders.userEmail ?= '${bob.email}'`,
  ];

  it("never shows a guest anything private on the public lists", async () => {
    for (const collection of PUBLIC_LISTS) {
      for (const filter of injections()) {
        expectNoLeak(await list(collection, { filter }), "guest");
      }
    }
  });

  it("cannot be used as an oracle for who has an account or an order", async () => {
    const probe = (email: string) =>
      list("products", { filter: `@collection.users.email ?= '${email}'`, fields: "id" });
    const known = await probe(bob.email);
    const unknown = await probe(`nobody-${randomUUID()}@example.com`);
    expect(known.status).toBe(unknown.status);
    expect(known.text).toBe(unknown.text);
  });

  it("never shows Alice Bob's orders or user record, whatever she filters", async () => {
    for (const filter of injections()) {
      const orders = await list("orders", { filter, perPage: "500" }, alice.pb.authStore.token);
      expectNoLeak(orders, "alice");
      if (orders.status === 200) {
        for (const item of JSON.parse(orders.text).items) expect(item.user).toBe(alice.id);
      }
      expectNoLeak(await list("users", { filter }, alice.pb.authStore.token), "alice");
    }
  });

  it("gives a guest no orders at all, even with an always-true filter", async () => {
    const answer = await list("orders", { filter: "1=1) || (1=1" });
    expectNoLeak(answer, "guest");
    if (answer.status === 200) expect(JSON.parse(answer.text).items).toEqual([]);
  });

  it("answers malformed filters with 400, not 500", async () => {
    const malformed = ["'", "((", ")", "id ~", "id = 'x' ||", "id != '' && && id != ''", "~~~"];
    for (const collection of [...PUBLIC_LISTS, "orders"]) {
      for (const filter of malformed) {
        const answer = await list(collection, { filter }, alice.pb.authStore.token);
        expect(answer.status, `${collection} ${filter}`).toBe(400);
      }
    }
  });

  it("treats a search term as text, quotes and all", async () => {
    const pb = guestClient();
    const filter = pb.filter("name ~ {:q} || brand ~ {:q}", { q: "x' || id != '' || name ~ '" });
    const found = await pb.collection("products").getList(1, 50, { filter });
    expect(found.items).toEqual([]);
  });
});

describe("sort, expand and fields tricks", () => {
  it("answers unknown or private sort fields without 500 and without leaks", async () => {
    const sorts = [
      "doesNotExist",
      "-doesNotExist",
      "@request.auth.password",
      "@request.auth.tokenKey",
      "user.password",
      "-user.tokenKey",
      "@collection.users.email",
      "id;DROP TABLE products",
      "name)--",
    ];
    for (const sort of sorts) {
      for (const collection of [...PUBLIC_LISTS, "orders"]) {
        const answer = await list(collection, { sort }, alice.pb.authStore.token);
        expectNoLeak(answer, "alice");
      }
    }
    expect((await list("products", { sort: "doesNotExist" })).status).toBe(400);
    expect((await list("products", { sort: "id;DROP TABLE products" })).status).toBe(400);
  });

  it("expands relations to users without credentials or other shoppers", async () => {
    const token = alice.pb.authStore.token;
    const tricks: Record<string, string>[] = [
      { expand: "user" },
      { expand: "user", fields: "*,expand.user.*" },
      { expand: "user", fields: "id,user,expand.user.password,expand.user.tokenKey" },
      { fields: "*,password,tokenKey,userEmail" },
    ];
    for (const params of tricks) {
      const answer = await list("orders", params, token);
      expectNoLeak(answer, "alice");
      expect(answer.status).toBe(200);
    }
    const userTricks: Record<string, string>[] = [{ fields: "*,password,tokenKey,email" }];
    for (const params of userTricks) {
      expectNoLeak(await list("users", params, token), "alice");
    }
    for (const collection of PUBLIC_LISTS) {
      expectNoLeak(await list(collection, { expand: "user,category,parentCategory" }), "guest");
    }
  });
});

describe("oversized bodies", () => {
  const MB = 1024 * 1024;
  const post = (collection: string, body: unknown, token?: string) =>
    send(`/api/collections/${collection}/records`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      token,
    });
  const inquiry = (extra: object = {}) => ({
    name: "Big Sender",
    email: "big@example.com",
    subject: "Hello there",
    message: "A perfectly normal message.",
    clientId: randomUUID(),
    ...extra,
  });

  async function expectRejectedAndUnstored(
    collection: string,
    body: { clientId: string; [field: string]: unknown },
    token?: string,
  ) {
    const answer = await post(collection, body, token);
    expect(answer.status, answer.text.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await countAs(admin, collection, `clientId = "${body.clientId}"`)).toBe(0);
    return answer;
  }

  it("refuses a 10 MB inquiry, whether the bulk is a field or junk", async () => {
    await expectRejectedAndUnstored("inquiries", inquiry({ message: "x".repeat(10 * MB) }));
    const junk = inquiry({ junk: "x".repeat(10 * MB) });
    expect((await expectRejectedAndUnstored("inquiries", junk)).status).toBe(413);
  });

  it("refuses a junk-padded body with 413 also when streamed or addressed by collection id", async () => {
    const body = JSON.stringify(inquiry({ junk: "x".repeat(2 * MB) }));
    const clientId = JSON.parse(body).clientId as string;
    const stream = new Blob([body]).stream();
    const chunked = await send("/api/collections/inquiries/records", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBeGreaterThanOrEqual(400);
    expect(chunked.status).toBeLessThan(500);
    const { id } = await admin.collections.getOne("inquiries");
    const byId = await post(id, inquiry({ junk: "x".repeat(2 * MB) }));
    expect(byId.status).toBe(413);
    expect(await countAs(admin, "inquiries", `clientId = "${clientId}"`)).toBe(0);
  });

  it("refuses a 2 MB message", async () => {
    await expectRejectedAndUnstored("inquiries", inquiry({ message: "x".repeat(2 * MB) }));
  });

  it("refuses a 10 MB order and an order of 10,000 lines", async () => {
    const token = alice.pb.authStore.token;
    const line = { product: catalogue.plainId, option: null, quantity: 1 };
    await expectRejectedAndUnstored(
      "orders",
      { ...orderBody([line]), junk: "x".repeat(10 * MB) },
      token,
    );
    await expectRejectedAndUnstored(
      "orders",
      orderBody(Array.from({ length: 10_000 }, () => line)),
      token,
    );
  });

  it("refuses 100,000 reference links", async () => {
    await expectRejectedAndUnstored("customorders", {
      name: "Link Flooder",
      whatsapp: "94771234567",
      description: "Please find all of these for me.",
      referenceLinks: Array.from({ length: 100_000 }, (_, i) => `https://example.com/item/${i}`),
      clientId: randomUUID(),
    });
  });

  it("stays healthy and keeps serving real submissions afterwards", async () => {
    expect((await send("/api/health")).status).toBe(200);
    const line = { product: catalogue.plainId, option: null, quantity: 1 };
    const order = await alice.pb.collection("orders").create(orderBody([line]));
    expect(order.user).toBe(alice.id);
    expect((await post("inquiries", inquiry())).status).toBe(200);
  });
});
