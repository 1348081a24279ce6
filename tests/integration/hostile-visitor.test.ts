/**
 * What the shop promises a hostile visitor, against the real server, in one place (README:
 * Limits). Guessing, flooding and costly queries are bounded for every caller, a customer's
 * token included; the shop's origin, texts and uploads cannot be bent by the client.
 *
 * The rate-limit tests start servers with the real limits (the shared test server relaxes them,
 * see tests/setup/pocketbase-server.ts): each test gets its own server, because the limits count
 * per IP and every request here comes from 127.0.0.1.
 */
import { randomUUID } from "node:crypto";
import PocketBase, { type ClientResponseError } from "pocketbase";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { createCatalogue, failure, orderBody, PASSWORD, superuserClient, unique } from "./helpers";

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
      .getList(1, 1, { filter: `user = "${buyer.id}"` });
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

  it("refuses filters and sorts through the catalogue's relations with 400", async () => {
    const filter = encodeURIComponent(
      'products_via_category.subcategory.products_via_subcategory.name ~ "a"',
    );
    for (const token of [undefined, customerToken]) {
      expect(
        (await get(`/api/collections/categories/records?filter=${filter}`, token)).status,
      ).toBe(400);
      const sort = await get(`/api/collections/products/records?sort=-category.name`, token);
      expect(sort.status).toBe(400);
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
    const [user] = (await admin.collection("users").getList(1, 1, { filter: `email = "${email}"` }))
      .items;
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
