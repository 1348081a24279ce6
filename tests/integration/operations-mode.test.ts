/**
 * The owner's commands run PocketBase as the server does, in production mode: PocketBase guesses
 * dev mode for a binary under the temp folder (as in a clone under /tmp), and then every command
 * prints each SQL statement it runs, a superuser's new password hash included.
 */
import { chmod, copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, pocketbaseBinary, upsertSuperuser } from "../../scripts/lib/pocketbase.mjs";
import { runScript } from "./run-script";

const SQL = /\b(SELECT|INSERT|UPDATE|CREATE TABLE)\b/;
let binDir = "";
let dataDir = "";
let previous: string | undefined;

beforeAll(async () => {
  binDir = await mkdtemp(path.join(tmpdir(), "shop-pb-bin-"));
  dataDir = await mkdtemp(path.join(tmpdir(), "shop-pb-mode-"));
  await copyFile(pocketbaseBinary(), path.join(binDir, "pocketbase"));
  await chmod(path.join(binDir, "pocketbase"), 0o755);
  previous = process.env.POCKETBASE_BIN;
  process.env.POCKETBASE_BIN = path.join(binDir, "pocketbase");
});

afterAll(async () => {
  if (previous === undefined) delete process.env.POCKETBASE_BIN;
  else process.env.POCKETBASE_BIN = previous;
  await rm(binDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe("PocketBase commands of the scripts, from a binary under the temp folder", () => {
  it("migrate, set the superuser and unlock without printing SQL or a password hash", async () => {
    const migrated = migrate(dataDir);
    expect(migrated).toContain("Applied");
    expect(migrated).not.toMatch(SQL);

    const upserted = upsertSuperuser(dataDir, "owner@example.com", "a-long-password-1");
    expect(upserted).toContain("owner@example.com");
    expect(upserted).not.toMatch(SQL);
    expect(upserted).not.toContain("$2a$");

    const unlocked = await runScript("unlock", ["owner@example.com"], {
      PB_DATA: dataDir,
      POCKETBASE_BIN: path.join(binDir, "pocketbase"),
    });
    expect(unlocked.code).toBe(0);
    expect(unlocked.out).not.toMatch(SQL);
  }, 60_000);
});
