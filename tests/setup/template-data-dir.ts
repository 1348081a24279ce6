/**
 * A migrated data dir with the test superuser, made once and copied for every test server:
 * migrating and adding the superuser take PocketBase two runs of a few seconds, a copy takes
 * milliseconds, and the suite starts dozens of servers. The template is named by a hash of all
 * it is made from (binary, migrations, hooks, superuser), so a change to any makes a new one.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rename, rm, stat, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  HOOKS_DIR,
  MIGRATIONS_DIR,
  migrate,
  pocketbaseBinary,
  upsertSuperuser,
} from "../../scripts/lib/pocketbase.mjs";

const PREFIX = "shop-pb-template-";
/** Templates of other hooks or migrations (another branch) are removed after a day unused. */
const STALE_MS = 24 * 60 * 60 * 1000;

async function hashFolder(hash: ReturnType<typeof createHash>, dir: string) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  // the code PocketBase runs, not the types npm run typecheck writes beside it
  const code = entries.filter((e) => e.isFile() && e.name.endsWith(".js"));
  const files = code.map((e) => path.join(e.parentPath, e.name));
  for (const file of files.sort()) {
    hash.update(path.relative(dir, file));
    hash.update(await readFile(file));
  }
}

async function templateKey(superuser: { email: string; password: string }) {
  const hash = createHash("sha256");
  // by its size, not its path: a test runs a copy of the binary from another folder
  const { size } = await stat(pocketbaseBinary());
  hash.update(JSON.stringify({ size, superuser }));
  await hashFolder(hash, MIGRATIONS_DIR);
  await hashFolder(hash, HOOKS_DIR);
  return hash.digest("hex").slice(0, 16);
}

async function removeStaleTemplates(keep: string) {
  for (const name of await readdir(tmpdir())) {
    const dir = path.join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || dir === keep) continue;
    const { mtimeMs } = await stat(dir).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > STALE_MS) await rm(dir, { recursive: true, force: true });
  }
}

export async function templateDataDir(superuser: { email: string; password: string }) {
  const dir = path.join(tmpdir(), `${PREFIX}${await templateKey(superuser)}`);
  if (existsSync(dir)) {
    // its time is its last use, which removeStaleTemplates goes by
    await utimes(dir, new Date(), new Date()).catch(() => {});
    return dir;
  }
  const work = await mkdtemp(path.join(tmpdir(), "shop-pb-making-template-"));
  migrate(work);
  upsertSuperuser(work, superuser.email, superuser.password);
  // A rename is atomic: a template that exists is complete. When another worker made it
  // first, the rename fails and theirs is used.
  await rename(work, dir).catch(() => rm(work, { recursive: true, force: true }));
  await removeStaleTemplates(dir);
  return dir;
}
