/**
 * `npm run backup` and `npm run restore` against a real running server: what happened after the
 * backup is gone, what was there comes back, and customers still sign in.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/pocketbase.mjs";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { createCatalogue, orderBody, PASSWORD, unique } from "./helpers";

/** any photo of the demo catalogue */
const IMAGE = "belt-bag.webp";
let server: TestServer;
let dir = "";

beforeAll(async () => {
  server = await startTestServer();
  dir = await mkdtemp(path.join(tmpdir(), "shop-backup-"));
});
afterAll(async () => {
  await server?.dispose();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs a command as the owner would, typing `input` at its prompt; resolves with what it printed. */
function command(
  name: "backup" | "restore",
  args: string[],
  input = "",
  env: Record<string, string> = {},
) {
  const child = spawn(process.execPath, [`scripts/${name}.mjs`, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PB_URL: server.url,
      PB_ADMIN_EMAIL: TEST_ADMIN.email,
      PB_ADMIN_PASSWORD: TEST_ADMIN.password,
    },
  });
  let stdout = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stdout += d));
  child.stdin.end(input);
  return new Promise<{ code: number | null; stdout: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, stdout })),
  );
}

describe("backup and restore", () => {
  it("brings the shop back to the backup: the later order is gone, the product is as it was, customers sign in", async () => {
    const admin = new PocketBase(server.url);
    admin.autoCancellation(false);
    await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    const catalogue = await createCatalogue(admin);
    const email = `${unique("kept")}@example.com`;
    await admin
      .collection("users")
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Kept Customer" });

    // the first start's password file (no terminal) stays out of every backup
    await writeFile(path.join(server.dataDir, "superuser-password.txt"), "owner\nsecret\n");
    const file = path.join(dir, "shop.zip");
    const saved = await command("backup", [file]);
    expect(saved.stdout).toContain(`saved ${file}`);
    expect((await stat(file)).size).toBeGreaterThan(10_000);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const zip = await readFile(file);
    expect(zip.includes("data.db")).toBe(true);
    expect(zip.includes("superuser-password.txt")).toBe(false);

    const customer = new PocketBase(server.url);
    await customer.collection("users").authWithPassword(email, PASSWORD);
    const line = { product: catalogue.plainId, option: null, quantity: 1 };
    await customer.collection("orders").create(orderBody([line]));
    await admin.collection("products").update(catalogue.plainId, { price: 9999 });

    const restored = await command("restore", [file, "--yes"]);
    expect(restored.stdout).toContain("restored shop.zip");

    const after = new PocketBase(server.url);
    await after.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await after.collection("orders").getList(1, 1)).totalItems).toBe(0);
    expect((await after.collection("products").getOne(catalogue.plainId)).price).toBe(1500);
    const again = new PocketBase(server.url);
    await again.collection("users").authWithPassword(email, PASSWORD);
    expect(again.authStore.isValid).toBe(true);
  }, 120_000);

  it("asks before replacing anything, and changes nothing without a yes", async () => {
    const file = path.join(dir, "shop.zip");
    const refused = await command("restore", [file], "no\n");
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain("Replace ALL of the shop's data");
    expect(refused.stdout).toContain("nothing was changed");
  });

  it("works on a stopped shop too, and brings back its uploaded images", async () => {
    const admin = new PocketBase(server.url);
    admin.autoCancellation(false);
    await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    const catalogue = await createCatalogue(admin);
    const bytes = await readFile(path.join(ROOT, "seed/images", IMAGE));
    const withImage = await admin.collection("products").update(catalogue.plainId, {
      images: [new File([bytes], "photo.webp", { type: "image/webp" })],
    });
    const imageUrl = `${server.url}/api/files/products/${withImage.id}/${withImage.images[0]}`;
    expect((await fetch(imageUrl)).status).toBe(200);

    // stopped: the commands open the data folder themselves (PB_DATA) on a spare port
    const stopped = { PB_DATA: server.dataDir };
    await server.stop();
    const file = path.join(dir, "stopped.zip");
    const saved = await command("backup", [file], "", stopped);
    expect(saved.stdout).toContain("the shop is not running");
    expect(saved.stdout).toContain(`saved ${file}`);

    await server.restart();
    await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    await admin.collection("products").update(catalogue.plainId, { images: null });
    expect((await fetch(imageUrl)).status).toBe(404);

    await server.stop();
    const restored = await command("restore", [file, "--yes"], "", stopped);
    expect(restored.stdout).toContain("restored stopped.zip");
    await server.restart();
    const image = await fetch(imageUrl);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);
  }, 120_000);
});
