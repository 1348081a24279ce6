/**
 * One email, whatever its capitals (docs/decisions/0008-one-email-per-account.md): an address is
 * stored in lower case, a case-duplicate is refused in the spec's words, sign-in finds the
 * account whatever is typed, and the migration brings accounts stored before it into line.
 */
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import { describe, expect, it } from "vitest";
import {
  freePort,
  HOOKS_DIR,
  MIGRATIONS_DIR,
  pocketbaseBinary,
  startPocketbase,
} from "../../scripts/lib/pocketbase.mjs";
import { TEST_ADMIN } from "../setup/pocketbase-server";
import { failure, guestClient, PASSWORD, unique } from "./helpers";

const IN_USE = "This email is already registered. Please try logging in.";

const register = (email: string) =>
  guestClient()
    .collection("users")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Case Shopper" });

describe("one email, whatever its capitals", () => {
  it("stores the address in lower case and signs in whatever the capitals typed", async () => {
    const local = unique("Amaya");
    const created = await register(`${local}@Example.COM`);
    const pb = guestClient();
    const auth = await pb
      .collection("users")
      .authWithPassword(`${local.toUpperCase()}@EXAMPLE.com`, PASSWORD);
    expect(auth.record.id).toBe(created.id);
    expect(auth.record.email).toBe(`${local.toLowerCase()}@example.com`);
  });

  it("refuses the same address in other capitals, in the spec's words", async () => {
    const email = `${unique("alice")}@example.com`;
    await register(email);
    const refused = await failure(register(email.toUpperCase()));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(IN_USE);
    expect(refused.response.data.email).toMatchObject({
      code: "validation_not_unique",
      message: IN_USE,
    });
  });
});

describe("the email migration", () => {
  it("lower-cases the accounts stored before it and keeps the oldest of a case-duplicate", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "shop-emails-"));
    const dataDir = path.join(dir, "pb_data");
    const before = path.join(dir, "migrations");
    const hooks = path.join(dir, "hooks");
    try {
      // the shop as it was: the migrations before this one, no lower-casing hook
      await cp(MIGRATIONS_DIR, before, { recursive: true });
      for (const file of await readdir(before)) {
        if (file >= "1763800210") await rm(path.join(before, file));
      }
      await cp(HOOKS_DIR, hooks, { recursive: true });
      await rm(path.join(hooks, "emails.pb.js"));
      const cli = (args: string[], migrations: string, hooksDir: string) =>
        execFileSync(pocketbaseBinary(), [
          ...args,
          `--dir=${dataDir}`,
          `--migrationsDir=${migrations}`,
          `--hooksDir=${hooksDir}`,
        ]);
      cli(["migrate", "up"], before, hooks);
      cli(["superuser", "upsert", TEST_ADMIN.email, TEST_ADMIN.password], before, hooks);
      const old = await startPocketbase({
        dataDir,
        port: await freePort(),
        hooksDir: hooks,
        migrationsDir: before,
      });
      const admin = new PocketBase(old.url);
      await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
      const make = (email: string) =>
        admin
          .collection("users")
          .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Old Shopper" });
      const first = await make("Alice@Example.com");
      const second = await make("ALICE@example.com");
      const single = await make("Nimal@Example.com");
      await old.stop();

      // this release's migrations
      cli(["migrate", "up"], MIGRATIONS_DIR, HOOKS_DIR);
      const now = await startPocketbase({ dataDir, port: await freePort() });
      try {
        const admin2 = new PocketBase(now.url);
        await admin2
          .collection("_superusers")
          .authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
        const email = async (id: string) => (await admin2.collection("users").getOne(id)).email;
        expect(await email(first.id)).toBe("alice@example.com");
        expect(await email(second.id)).toBe(`alice@example.com.duplicate-${second.id}.invalid`);
        expect(await email(single.id)).toBe("nimal@example.com");
        const shopper = new PocketBase(now.url);
        const auth = await shopper
          .collection("users")
          .authWithPassword("ALICE@EXAMPLE.COM", PASSWORD);
        expect(auth.record.id).toBe(first.id);
      } finally {
        await now.stop();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
