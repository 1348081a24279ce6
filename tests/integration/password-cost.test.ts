/**
 * The suite's servers hash passwords at bcrypt's lowest cost (SHOP_TEST_PASSWORD_COST=4, set by
 * tests/setup/pocketbase-server.ts): the shop itself must not. A server started as the shop runs
 * stores a new customer's password at PocketBase's cost 10, and a test server at 4, each read
 * from the stored hash itself (bcrypt writes its cost into it: `$2a$10$…`).
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import PocketBase from "pocketbase";
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../setup/pocketbase-server";
import { PASSWORD } from "./helpers";

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.dispose()));
});

/** Signs a new customer up on a new server and returns the bcrypt cost of that customer's hash. */
async function signUpAndReadCost(options: { realLimits?: boolean }) {
  const server = await startTestServer(options);
  servers.push(server);
  const email = `hash-${randomUUID().slice(0, 8)}@example.com`;
  await new PocketBase(server.url)
    .collection("users")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Hash Reader" });
  // the customer signs in with that password, so the hash read below is the one in use
  await new PocketBase(server.url).collection("users").authWithPassword(email, PASSWORD);
  // stopped, SQLite has written everything to data.db (the WAL is checkpointed on close)
  await server.stop();
  const stored = (
    await Promise.all(
      ["data.db", "data.db-wal"].map((name) =>
        readFile(path.join(server.dataDir, name)).catch(() => Buffer.alloc(0)),
      ),
    )
  )
    .map((bytes) => bytes.toString("latin1"))
    .join("");
  // the customer's row holds its email, then its id and name, then its password hash; the
  // superuser's row is the template's, made by PocketBase's CLI
  const row = new RegExp(`${email.replace(/[.]/g, "\\.")}[^$]{0,120}\\$2a\\$(\\d\\d)\\$`, "g");
  return [...stored.matchAll(row)].map((match) => Number(match[1]));
}

describe("password hashing cost", () => {
  it("is PocketBase's 10 on a server run as the shop runs", async () => {
    expect(await signUpAndReadCost({ realLimits: true })).toEqual([10]);
  });

  it("is bcrypt's lowest, 4, on the suite's servers", async () => {
    expect(await signUpAndReadCost({})).toEqual([4]);
  });
});
