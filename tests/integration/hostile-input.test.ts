/**
 * What the shop promises a hostile visitor, against the real server, in one place
 * (docs/operations.md). Filter, sort, expand and fields tricks never show another shopper's order,
 * a password hash, a token key or a user's email, never cause a 500, and store nothing; oversized
 * bodies are refused. Guessing, flooding and costly queries are bounded for every caller, a
 * customer's token included; realtime subscribers cost the server what stock PocketBase costs; the
 * shop's origin, texts and uploads cannot be bent by the client.
 *
 * The owner's dashboard password (generated on the first start, never reset by a restart) is
 * proven in start-command.test.ts, which needs the start command itself.
 *
 * The rate-limit tests start servers with the real limits (the shared test server relaxes them,
 * see tests/setup/pocketbase-server.ts): each test gets its own server, because the limits count
 * per IP and every request here comes from 127.0.0.1.
 */
import { randomUUID } from "node:crypto";
import { chmod, copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import PocketBase, { type ClientResponseError } from "pocketbase";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { pocketbaseBinary } from "../../scripts/lib/pocketbase.mjs";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { admin, alice, bob, catalogue, withAliceAndBob } from "./cast";
import {
  countAs,
  createCatalogue,
  failure,
  guestClient,
  orderBody,
  PASSWORD,
  superuserClient,
  unique,
} from "./helpers";

let bobOrderId: string;

withAliceAndBob("Alice Hostile", "Bob Victim");

beforeAll(async () => {
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

/** Only builds filters: the SDK puts the values in, escaped, as an attacker's client would. */
const sdk = new PocketBase(inject("pbUrl"));

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
    sdk.filter("@collection.users.email ?= {:email}", { email: bob.email }),
    "@collection.users.password != ''",
    "@collection.users.tokenKey != ''",
    sdk.filter("@collection.orders.user ?= {:id}", { id: bob.id }),
    sdk.filter("@collection.orders.userEmail ?= {:email}", { email: bob.email }),
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
      list("products", {
        filter: sdk.filter("@collection.users.email ?= {:email}", { email }),
        fields: "id",
      });
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
    expect(
      await countAs(admin, collection, "clientId = {:clientId}", { clientId: body.clientId }),
    ).toBe(0);
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
    expect(await countAs(admin, "inquiries", "clientId = {:clientId}", { clientId })).toBe(0);
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

const MB = 1024 * 1024;
let servers: TestServer[] = [];

afterEach(async () => {
  await Promise.all(servers.map((s) => s.dispose()));
  servers = [];
});

/** A server with the real limits, a superuser client and a way to make signed-in customers. */
async function realLimitsServer() {
  const server = await startTestServer({ realLimits: true });
  servers.push(server);
  const client = () => {
    const pb = new PocketBase(server.url);
    pb.autoCancellation(false);
    return pb;
  };
  const admin = client();
  await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  async function customer() {
    const email = `${unique("shopper")}@example.com`;
    const user = await admin
      .collection("users")
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Test Shopper" });
    const pb = client();
    pb.authStore.save(
      (await admin.collection("users").impersonate(user.id, 3600)).authStore.token,
      user,
    );
    return { id: user.id, email, pb };
  }
  return { server, admin, client, customer };
}

async function signIn(
  url: string,
  collection: string,
  identity: string,
  password: string,
  token?: string,
) {
  const res = await fetch(`${url}/api/collections/${collection}/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ identity, password }),
  });
  return { status: res.status, message: ((await res.json()) as { message?: string }).message };
}

/** Opens an idle /api/realtime connection; resolves with its clientId (PocketBase's PB_CONNECT). */
function realtimeClient(url: string, open: http.ClientRequest[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${url}/api/realtime`, { agent: false }, (res) => {
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk: string) => {
        buffer += chunk;
        const clientId = /"clientId":"([^"]+)"/.exec(buffer)?.[1];
        if (clientId) resolve(clientId);
      });
      res.on("error", () => {});
    });
    req.on("error", reject);
    open.push(req);
  });
}

describe("sign-in guessing", () => {
  it("limits a signed-in customer's guesses per IP: 10 a minute, then 429", async () => {
    const { server, customer } = await realLimitsServer();
    const mallory = await customer();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const guess = `nobody-${i}@example.com`; // unknown accounts: no lockout, only the limit
      statuses.push(
        (await signIn(server.url, "users", guess, "guess", mallory.pb.authStore.token)).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // the right password of a real account is refused too while the IP is limited
    expect((await signIn(server.url, "users", mallory.email, PASSWORD)).status).toBe(429);
  });

  it("locks a customer account after 5 wrong passwords, even to the right one", async () => {
    const { server, customer } = await realLimitsServer();
    const victim = await customer();
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await signIn(server.url, "users", victim.email, `wrong-${i}`));
    expect(answers.map((a) => a.message)).toEqual(Array(5).fill("Incorrect password."));
    const locked = await signIn(server.url, "users", victim.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.message).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
  });

  it("locks a superuser account the same way", async () => {
    const { server } = await realLimitsServer();
    for (let i = 0; i < 5; i++) {
      expect((await signIn(server.url, "_superusers", TEST_ADMIN.email, `wrong-${i}`)).status).toBe(
        400,
      );
    }
    const locked = await signIn(server.url, "_superusers", TEST_ADMIN.email, TEST_ADMIN.password);
    expect(locked.status).toBe(429);
  });

  it("limits password-reset requests to 5 an hour per IP", async () => {
    const { server } = await realLimitsServer();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${server.url}/api/collections/users/request-password-reset`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: `someone-${i}@example.com` }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });
});

describe("floods", () => {
  it("stops one customer account after 10 orders in an hour", async () => {
    const { admin, customer } = await realLimitsServer();
    const catalogue = await createCatalogue(admin);
    const buyer = await customer();
    const line = { product: catalogue.plainId, option: null, quantity: 1 };
    for (let i = 0; i < 10; i++) await buyer.pb.collection("orders").create(orderBody([line]));
    const refused = await failure(buyer.pb.collection("orders").create(orderBody([line])));
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(
      "You have placed many orders in the last hour. Please wait a while and try again.",
    );
    const stored = await admin
      .collection("orders")
      .getList(1, 1, { filter: admin.filter("user = {:user}", { user: buyer.id }) });
    expect(stored.totalItems).toBe(10);
  });

  it("stops one customer account after 10 contact messages in an hour", async () => {
    const { customer } = await realLimitsServer();
    const sender = await customer();
    const message = () => ({
      name: "Flood Sender",
      email: sender.email,
      subject: "Hello again",
      message: "Another message from the same account.",
      clientId: randomUUID(),
    });
    for (let i = 0; i < 10; i++) await sender.pb.collection("inquiries").create(message());
    expect((await failure(sender.pb.collection("inquiries").create(message()))).status).toBe(429);
  });

  it("limits account creation to 10 an hour per IP", async () => {
    const { client } = await realLimitsServer();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const email = `${unique("signup")}@example.com`;
      const body = { email, password: PASSWORD, passwordConfirm: PASSWORD, name: "New Shopper" };
      statuses.push(
        await client()
          .collection("users")
          .create(body)
          .then(() => 200)
          .catch((e: ClientResponseError) => e.status),
      );
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

describe("costly queries (shared server)", () => {
  const url = () => inject("pbUrl");
  const get = async (path: string, token?: string) => {
    const res = await fetch(`${url()}${path}`, { headers: token ? { authorization: token } : {} });
    return { status: res.status, body: (await res.json()) as { message?: string } };
  };
  let customerToken = "";
  beforeAll(async () => {
    const admin = await superuserClient();
    await createCatalogue(admin);
    const email = `${unique("curious")}@example.com`;
    await admin
      .collection("users")
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Curious" });
    const pb = new PocketBase(url());
    await pb.collection("users").authWithPassword(email, PASSWORD);
    customerToken = pb.authStore.token;
  });

  it("refuses back-relation and nested expands with 400 and says why", async () => {
    const deep = "category.products_via_category.subcategory.products_via_subcategory";
    for (const token of [undefined, customerToken]) {
      const via = await get(
        `/api/collections/categories/records?expand=products_via_category`,
        token,
      );
      expect(via.status).toBe(400);
      expect(via.body.message).toBe("Expanding back-relations (_via_) is not allowed.");
      expect((await get(`/api/collections/products/records?expand=${deep}`, token)).status).toBe(
        400,
      );
      const nested = await get(`/api/collections/products/records?expand=category.x`, token);
      expect(nested.body.message).toBe("Expanding more than one relation deep is not allowed.");
    }
  });

  it("refuses filters and sorts through back-relations with 400 and says why", async () => {
    const chain = "subcategory.products_via_subcategory.category.products_via_category";
    const filter = encodeURIComponent(`${chain}.name ?~ "a"`);
    for (const token of [undefined, customerToken]) {
      const filtered = await get(`/api/collections/products/records?filter=${filter}`, token);
      expect(filtered.status).toBe(400);
      expect(filtered.body.message).toBe(
        "Filtering or sorting through back-relations (_via_) is not allowed.",
      );
      const sorted = await get(`/api/collections/products/records?sort=${chain}.name`, token);
      expect(sorted.status).toBe(400);
    }
  });

  it("refuses any back-relation in a filter or sort with 400 and says why, fast", async () => {
    const message = "Filtering or sorting through back-relations (_via_) is not allowed.";
    // a customer's own orders, joined back through their user again and again
    const chain = encodeURIComponent(
      'user.orders_via_user.user.orders_via_user.user.orders_via_user.status != ""',
    );
    const started = Date.now();
    const filtered = await get(`/api/collections/orders/records?filter=${chain}`, customerToken);
    expect(filtered.status).toBe(400);
    expect(filtered.body.message).toBe(message);
    const sorted = await get(
      "/api/collections/orders/records?sort=user.orders_via_user.total",
      customerToken,
    );
    expect(sorted.body.message).toBe(message);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("refuses the same expands and filters in realtime subscriptions, which every change pays for", async () => {
    const open: http.ClientRequest[] = [];
    try {
      const clientId = await realtimeClient(url(), open);
      const subscribe = async (options: object) => {
        const topic = `products/*?options=${encodeURIComponent(JSON.stringify(options))}`;
        const res = await fetch(`${url()}/api/realtime`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ clientId, subscriptions: [topic] }),
        });
        const body = res.status === 204 ? {} : ((await res.json()) as { message?: string });
        return { status: res.status, message: body.message };
      };
      const deep = { query: { expand: "category.products_via_category.subcategory" } };
      expect(await subscribe(deep)).toEqual({
        status: 400,
        message: "Expanding back-relations (_via_) is not allowed.",
      });
      const filter = { query: { filter: 'category.products_via_category.name ~ "a"' } };
      expect((await subscribe(filter)).status).toBe(400);
      expect((await subscribe({ query: { expand: "category.x" } })).status).toBe(400);
      // a second, harmless options parameter does not hide the first one
      const params = [deep, { query: { expand: "category" } }].map(
        (options) => `options=${encodeURIComponent(JSON.stringify(options))}`,
      );
      const topic = `products/*?${params.join("&")}`;
      const twice = await fetch(`${url()}/api/realtime`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ clientId, subscriptions: [topic] }),
      });
      expect(twice.status).toBe(400);
      expect((await subscribe({ query: { expand: "category" } })).status).toBe(204);
    } finally {
      for (const req of open) req.destroy();
    }
  });

  it("caps a catalogue page at the sync's 500 records", async () => {
    const big = await get("/api/collections/products/records?perPage=1000", customerToken);
    expect(big.status).toBe(400);
    expect(big.body.message).toBe("PerPage must be at most 500.");
    expect((await get("/api/collections/products/records?perPage=500")).status).toBe(200);
  });

  it("still tells the app which category and subcategory a product is in", async () => {
    const page = await fetch(`${url()}/api/collections/products/records?perPage=1`);
    const [product] = ((await page.json()) as { items: Record<string, unknown>[] }).items;
    expect(product?.category).toMatch(/^[a-z0-9]{15}$/);
    expect(product?.subcategory).toMatch(/^[a-z0-9]{15}$/);
  });
});

describe("small holes (shared server)", () => {
  const url = () => inject("pbUrl");
  const post = (path: string, body: BodyInit, type = "application/json") =>
    fetch(`${url()}${path}`, { method: "POST", headers: { "content-type": type }, body });

  it("refuses a 2 MB sign-up and a 2 MB sign-in with 413", async () => {
    const email = `${unique("big")}@example.com`;
    const signup = {
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      name: "x".repeat(2 * MB),
    };
    expect((await post("/api/collections/users/records", JSON.stringify(signup))).status).toBe(413);
    const signin = { identity: email, password: "x".repeat(2 * MB) };
    const res = await post("/api/collections/users/auth-with-password", JSON.stringify(signin));
    expect(res.status).toBe(413);
  });

  it("stores no avatar upload on sign-up", async () => {
    const form = new FormData();
    const email = `${unique("avatar")}@example.com`;
    for (const [k, v] of Object.entries({
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      name: "Pic",
    })) {
      form.append(k, v);
    }
    const png = Uint8Array.from(
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
        "base64",
      ),
    );
    form.append("avatar", new Blob([png], { type: "image/png" }), "me.png");
    const res = await fetch(`${url()}/api/collections/users/records`, {
      method: "POST",
      body: form,
    });
    expect(res.status).toBe(200);
    const admin = await superuserClient();
    const [user] = (
      await admin
        .collection("users")
        .getList(1, 1, { filter: admin.filter("email = {:email}", { email }) })
    ).items;
    expect(user?.name).toBe("Pic");
    expect(user).not.toHaveProperty("avatar");
  });

  it("trims texts before their minimum length: ten spaces are no message", async () => {
    const body = {
      name: "Spacey",
      email: "spacey@example.com",
      subject: "Hello there",
      message: " ".repeat(10),
      clientId: randomUUID(),
    };
    const res = await post("/api/collections/inquiries/records", JSON.stringify(body));
    expect(res.status).toBe(400);
    const error = (await res.json()) as { data: Record<string, unknown> };
    expect(Object.keys(error.data)).toContain("message");
  });

  it("builds sitemap and robots links on the configured origin, whatever Host is forged", async () => {
    const headers = { host: "evil.example", "x-forwarded-proto": "https" };
    const sitemap = await (await fetch(`${url()}/sitemap.xml`, { headers })).text();
    const robots = await (await fetch(`${url()}/robots.txt`, { headers })).text();
    expect(sitemap).not.toContain("evil.example");
    expect(sitemap).toContain(`<loc>${url()}/home</loc>`);
    expect(robots).toContain(`Sitemap: ${url()}/sitemap.xml`);
  });

  it("sends password-reset links to the shop's own page", async () => {
    const admin = await superuserClient();
    const users = await admin.collections.getOne("users");
    expect(users.resetPasswordTemplate.body).toContain("{APP_URL}/reset-password?token={TOKEN}");
    const settings = await admin.settings.getAll();
    expect(settings.meta.appURL).toBe(url());
  });
});

describe("realtime and production mode (own servers)", () => {
  const rssKiB = async (pid: number) =>
    Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, "utf8"))?.[1]);

  it("holds no JS VM per idle realtime subscriber: 200 of them cost the server little memory", async () => {
    // Stock PocketBase costs about 50 KiB per idle subscriber; a JS middleware wrapping the
    // stream costs about 400 KiB more for each one
    // (docs/decisions/0014-security-headers-and-static-delivery.md).
    const server = await startTestServer();
    servers.push(server);
    const pid = server.pid() ?? 0;
    await fetch(`${server.url}/api/health`);
    const before = await rssKiB(pid);
    const open: http.ClientRequest[] = [];
    try {
      for (let i = 0; i < 200; i += 20) {
        await Promise.all(Array.from({ length: 20 }, () => realtimeClient(server.url, open)));
      }
      const perSubscriber = ((await rssKiB(pid)) - before) / 200;
      expect(perSubscriber).toBeLessThan(250);
    } finally {
      for (const req of open) req.destroy();
    }
  });

  it("never runs in PocketBase's debug mode, even from a binary under the temp folder", async () => {
    // PocketBase guesses dev mode (every SQL statement logged, password hashes included) when
    // its binary runs from the temp folder; the start code always passes --dev=false.
    const binDir = await mkdtemp(path.join(tmpdir(), "shop-pb-bin-"));
    const previous = process.env.POCKETBASE_BIN;
    try {
      await copyFile(pocketbaseBinary(), path.join(binDir, "pocketbase"));
      await chmod(path.join(binDir, "pocketbase"), 0o755);
      process.env.POCKETBASE_BIN = path.join(binDir, "pocketbase");
      const server = await startTestServer();
      servers.push(server);
      await fetch(`${server.url}/api/collections/products/records?perPage=1`);
      await new Promise((r) => setTimeout(r, 300));
      expect(server.output()).not.toMatch(/SELECT/);
    } finally {
      if (previous === undefined) delete process.env.POCKETBASE_BIN;
      else process.env.POCKETBASE_BIN = previous;
      await rm(binDir, { recursive: true, force: true });
    }
  });
});
