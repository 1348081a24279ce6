/**
 * Data dirs made once and copied for every test server: a migrated one with the test superuser
 * (migrating and adding the superuser take PocketBase two runs of a few seconds, a copy takes
 * milliseconds, and the suite starts dozens of servers), and ones with the demo catalogue seeded
 * too (its photos go through the API one by one), with thousands of generated products after it
 * for the files that need a big catalogue. Each is named by a hash of all it is made from
 * (binary, migrations, hooks, superuser; the seed and its code) and the day, so a change to any
 * of them makes a new one.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import {
  cp,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  freePort,
  HOOKS_DIR,
  MIGRATIONS_DIR,
  migrate,
  pocketbaseBinary,
  ROOT,
  startPocketbase,
  upsertSuperuser,
} from "../../scripts/lib/pocketbase.mjs";
import { DEMO_CATALOGUE, seedCatalogue, seedGenerated } from "../../scripts/lib/seed-catalogue.mjs";

type Superuser = { email: string; password: string };
/** the catalogue seeded: none, the demo one, or the demo one and this many generated products */
export type TemplateCatalogue = "none" | "demo" | number;
type Hash = ReturnType<typeof createHash>;

const PREFIX = "shop-pb-template-";
/** Templates of other hooks or migrations (another branch) are removed after a day unused. */
const STALE_MS = 24 * 60 * 60 * 1000;
const LOCK_STALE_MS = 20 * 60 * 1000;

async function hashFolder(hash: Hash, dir: string, keep: (name: string) => boolean) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const kept = entries.filter((e) => e.isFile() && keep(e.name));
  const files = kept.map((e) => path.join(e.parentPath, e.name));
  for (const file of files.sort()) {
    hash.update(path.relative(dir, file));
    hash.update(await readFile(file));
  }
}

async function templateKey(superuser: Superuser, catalogue: TemplateCatalogue) {
  const hash = createHash("sha256");
  // by its size, not its path: a test runs a copy of the binary from another folder
  const { size } = await stat(pocketbaseBinary());
  // and by the day it is made: the migrations write dates from their run (the flash sale ends
  // ten days after), and a template some days old served a sale that had ended
  const day = new Date().toISOString().slice(0, 10);
  hash.update(JSON.stringify({ size, superuser, catalogue, day }));
  // the code PocketBase runs, not the types npm run typecheck writes beside it
  const code = (name: string) => name.endsWith(".js");
  await hashFolder(hash, MIGRATIONS_DIR, code);
  await hashFolder(hash, HOOKS_DIR, code);
  if (catalogue !== "none") {
    await hashFolder(hash, path.join(ROOT, "seed"), () => true);
    await hashFolder(hash, path.join(ROOT, "scripts/lib"), (name) => name.startsWith("seed-"));
  }
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

/**
 * Seeds the catalogue into a copy of the plain template (a generated one into a copy of the
 * demo's, whose photos are then made once), through a server of its own.
 */
async function seed(work: string, superuser: Superuser, catalogue: number | "demo") {
  const base = await templateDataDir(superuser, catalogue === "demo" ? "none" : "demo");
  await cp(base, work, { recursive: true });
  const env = { SHOP_TEST_RELAXED_LIMITS: "1" };
  const server = await startPocketbase({ dataDir: work, port: await freePort(), env });
  try {
    const connection = { url: server.url, ...superuser };
    if (catalogue === "demo") await seedCatalogue({ ...connection, file: DEMO_CATALOGUE });
    else await seedGenerated({ ...connection, count: catalogue });
  } finally {
    await server.stop();
  }
  // what the server made for itself at its start is each server's own to make
  await rm(path.join(work, "push"), { recursive: true, force: true });
}

/** A data dir to copy: migrated, with `superuser`, and with `catalogue` seeded. */
export async function templateDataDir(
  superuser: Superuser,
  catalogue: TemplateCatalogue = "none",
): Promise<string> {
  const key = await templateKey(superuser, catalogue);
  const dir = path.join(tmpdir(), `${PREFIX}${catalogue === "none" ? "" : `${catalogue}-`}${key}`);
  // One worker makes a template while the others wait for it: two workers seeding the same
  // 3,000 products side by side took the cores from each other and both outlasted their hooks.
  const lock = `${dir}.making`;
  for (;;) {
    if (existsSync(dir)) {
      // its time is its last use, which removeStaleTemplates goes by
      await utimes(dir, new Date(), new Date()).catch(() => {});
      return dir;
    }
    const mine = await writeFile(lock, String(process.pid), { flag: "wx" }).then(
      () => true,
      () => false, // another worker is making it
    );
    if (mine) break;
    const { mtimeMs } = await stat(lock).catch(() => ({ mtimeMs: Date.now() }));
    // a maker that died leaves its lock: after this long it was not working any more
    if (Date.now() - mtimeMs > LOCK_STALE_MS) await rm(lock, { force: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const work = await mkdtemp(path.join(tmpdir(), "shop-pb-making-template-"));
  try {
    if (catalogue !== "none") await seed(work, superuser, catalogue);
    else {
      migrate(work);
      upsertSuperuser(work, superuser.email, superuser.password);
    }
    // A rename is atomic: a template that exists is complete.
    await rename(work, dir);
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(lock, { force: true });
  }
  await removeStaleTemplates(dir);
  return dir;
}
