/**
 * `npm start`'s superuser on a new data folder (scripts/lib/shop-server.mjs ensureSuperuser):
 * only PocketBase's "must be unique" means the owner exists. Any other failure of `superuser
 * create` is tried once more, then stops the start with PocketBase's words. Read as "exists", a
 * failure once started a new shop with no password and no demo catalogue. The failures come
 * from a wrapper of the real binary (POCKETBASE_BIN).
 */
import { chmod, cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSuperuser,
  pocketbaseBinary,
  pocketbaseCli,
  upsertSuperuser,
} from "../../scripts/lib/pocketbase.mjs";
import { ensureSuperuser } from "../../scripts/lib/shop-server.mjs";
import { TEST_ADMIN } from "../setup/pocketbase-server";
import { templateDataDir } from "../setup/template-data-dir";

const OWNER = "owner@example.com";
let work = "";
let previous: string | undefined;
/** the binary the wrappers run, taken before any test puts a wrapper in POCKETBASE_BIN */
let real = "";

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "shop-superuser-"));
  previous = process.env.POCKETBASE_BIN;
  real = pocketbaseBinary();
});

afterAll(async () => {
  if (previous === undefined) delete process.env.POCKETBASE_BIN;
  else process.env.POCKETBASE_BIN = previous;
  await rm(work, { recursive: true, force: true });
});

/** A migrated data folder of its own, with no superuser named OWNER. */
async function dataDir(name: string) {
  const dir = path.join(work, name);
  await cp(await templateDataDir(TEST_ADMIN), dir, { recursive: true });
  return dir;
}

/**
 * Makes POCKETBASE_BIN a wrapper whose first `failures` runs of `superuser create` fail as
 * PocketBase fails, with `message` on stderr; every other command runs the real binary.
 */
async function failingCreate(name: string, failures: number, message: string) {
  const count = path.join(work, `${name}.count`);
  const wrapper = path.join(work, `${name}.sh`);
  await writeFile(count, "0");
  await writeFile(
    wrapper,
    [
      "#!/bin/sh",
      `if [ "$1 $2" = "superuser create" ]; then`,
      `  n=$(cat '${count}'); echo $((n + 1)) > '${count}'`,
      `  if [ "$n" -lt ${failures} ]; then echo '${message}' >&2; exit 1; fi`,
      "fi",
      `exec '${real}' "$@"`,
      "",
    ].join("\n"),
  );
  await chmod(wrapper, 0o755);
  process.env.POCKETBASE_BIN = wrapper;
}

describe("npm start's superuser on a new data folder", () => {
  it("is made with a new password when the first try fails for another reason than a taken address", async () => {
    const dir = await dataDir("once");
    await failingCreate("once", 1, "Error: failed to create superuser: database is locked");
    const said: string[] = [];
    const superuser = ensureSuperuser(dir, OWNER, undefined, (line: string) => said.push(line));
    expect(superuser.how).toBe("generated");
    expect(superuser.password).toMatch(/^[\w-]{24}$/);
    expect(said).toEqual([
      "superuser create failed (Error: failed to create superuser: database is locked); trying once more",
    ]);
    // the next start finds it: PocketBase's own "must be unique", and the password stays
    const again = ensureSuperuser(dir, OWNER, undefined, (line: string) => said.push(line));
    expect(again).toEqual({ email: OWNER, how: "kept" });
    expect(said).toHaveLength(1);
  }, 60_000);

  it("is never read as existing from a message that merely says 'exists'", async () => {
    const dir = await dataDir("exists");
    await failingCreate("exists", 1, "Error: something already exists");
    const superuser = ensureSuperuser(dir, OWNER, undefined, () => {});
    expect(superuser.how).toBe("generated");
  }, 60_000);

  it("takes a password that starts with a dash as a password, not a flag", async () => {
    // a generated password (base64url) starts with "-" once in 64 starts
    process.env.POCKETBASE_BIN = real;
    const dir = await dataDir("dash");
    expect(createSuperuser(dir, OWNER, "-q_WouyYimLLuNXwKZKppQxw")).toContain("created");
    // the owner's own (PB_ADMIN_PASSWORD), and the unlock that follows it
    expect(upsertSuperuser(dir, OWNER, "--long-password-1")).toContain("saved");
    expect(pocketbaseCli(dir, ["shop-unlock"], [OWNER])).toContain(OWNER);
  }, 60_000);

  it("stops the start with PocketBase's words when the second try fails too", async () => {
    const dir = await dataDir("twice");
    await failingCreate("twice", 2, "Error: disk I/O error");
    const said: string[] = [];
    expect(() => ensureSuperuser(dir, OWNER, undefined, (line: string) => said.push(line))).toThrow(
      /disk I\/O error/,
    );
    expect(said).toHaveLength(1);
  }, 60_000);
});
