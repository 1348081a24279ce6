/**
 * The replica as a dead disk meets it (docs/operations.md, "Replica"): `npm start` with a folder
 * REPLICA_URL streams the database through Litestream; the server and everything it started are
 * killed with SIGKILL, the data folder deleted, `npm run replica:restore` rebuilds it, and the
 * restarted shop has every order that was answered more than a second before the kill, the
 * customer's payment slip, the same push key, and a new catalogue epoch.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { access, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, ROOT } from "../../scripts/lib/pocketbase.mjs";
import { classify } from "../../src/offline/drainer";
import { orderBody, PASSWORD, tinyJpeg } from "./helpers";
import { runScript } from "./run-script";

const OWNER = { email: "owner@example.com", password: "replica-owner-secret-1" };
const dirs: string[] = [];
const running: ChildProcess[] = [];

afterAll(async () => {
  for (const proc of running) if (proc.pid) killGroup(proc);
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Like a power cut: the start command, PocketBase, Litestream and the workers all at once. */
function killGroup(proc: ChildProcess) {
  try {
    process.kill(-(proc.pid ?? 0), "SIGKILL");
  } catch {
    // already gone
  }
}

/** `npm start` in a process group of its own; resolves once it is serving. */
async function startShop(env: Record<string, string>) {
  const proc = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  running.push(proc);
  let printed = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not started:\n${printed}`)), 240_000);
    for (const stream of [proc.stdout, proc.stderr]) {
      stream?.on("data", (chunk: Buffer) => {
        printed += chunk.toString();
        if (printed.includes("press Ctrl-C to stop")) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    proc.once("exit", (code) => reject(new Error(`start exited with ${code}:\n${printed}`)));
  });
  return { proc, printed: () => printed };
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends as the outbox would: what it tries again is tried again; a refusal names its cause. */
async function sendLikeTheOutbox<T>(send: () => Promise<T>): Promise<T> {
  for (let attempts = 1; ; attempts++) {
    try {
      return await send();
    } catch (error) {
      const outcome = classify(error, { kind: "orders", attempts });
      if (outcome.kind !== "retry" || attempts >= 10) {
        const { status, response } = error as { status?: number; response?: unknown };
        throw new Error(`an order was refused (${status}): ${JSON.stringify(response)}`);
      }
      await sleep(250);
    }
  }
}
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe("the replica", () => {
  it("rebuilds the shop after a kill -9 and a lost data folder, with every order answered a second before", async () => {
    const base = await mkdtemp(path.join(tmpdir(), "shop-replica-"));
    dirs.push(base);
    const dataDir = path.join(base, "pb_data");
    const replicaDir = path.join(base, "replica");
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      PB_URL: url,
      PB_DATA: dataDir,
      PB_ADMIN_EMAIL: OWNER.email,
      PB_ADMIN_PASSWORD: OWNER.password,
      REPLICA_URL: replicaDir,
      SMTP_HOST: "",
      // one customer places an order every few milliseconds: far over the real limit
      SHOP_TEST_RELAXED_LIMITS: "1",
    };
    // a replica address with nothing there is said in words, before anything is started
    const nothing = await runScript("replica-restore", [], env);
    expect(nothing.code).toBe(1);
    expect(nothing.out).toContain(
      `${replicaDir} holds no replica of data.db: is REPLICA_URL right?`,
    );
    await rm(dataDir, { recursive: true, force: true });

    const first = await startShop(env);
    expect(first.printed()).toContain(`replica:    the databases stream to ${replicaDir}`);

    const admin = new PocketBase(url);
    admin.autoCancellation(false);
    await admin.collection("_superusers").authWithPassword(OWNER.email, OWNER.password);
    const email = `replica-${randomUUID().slice(0, 8)}@example.com`;
    await admin
      .collection("users")
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Replica Shopper" });
    const customer = new PocketBase(url);
    customer.autoCancellation(false);
    await customer.collection("users").authWithPassword(email, PASSWORD);
    const products = await admin
      .collection("products")
      .getFullList({ filter: "outOfStock = false" });
    const product = products.find((p) => !Array.isArray(p.options) || p.options.length === 0);
    if (!product) throw new Error("the demo catalogue has no product without options");
    const epoch = (await admin.collection("settings").getFirstListItem("")).catalogueEpoch;
    const pushKey = async () => (await (await fetch(`${url}/api/shop/push/key`)).json()).publicKey;
    // the push worker makes its keys once it is up, beside the server
    await until(async () => Boolean(await pushKey()), "the push keys");
    const keyBefore = await pushKey();

    const item = [{ product: product.id, option: null, quantity: 1 }];
    const answered: { id: string; at: number }[] = [];
    const first_ = await customer.collection("orders").create(orderBody(item));
    answered.push({ id: first_.id, at: Date.now() });
    const jpeg = await tinyJpeg();
    const form = new FormData();
    form.append("order", first_.id);
    form.append("clientId", randomUUID());
    form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "slip.jpg");
    const slip = await customer.collection("paymentslips").create(form);
    // uploads reach a folder replica by the supervisor's copy, every few seconds
    const slipCopy = path.join(replicaDir, "files/storage", slip.collectionId, slip.id, slip.file);
    const vapidCopy = path.join(replicaDir, "files/push/vapid.json");
    const ordering = Date.now();
    const copied = async () => (await exists(slipCopy)) && (await exists(vapidCopy));
    while (Date.now() - ordering < 3000 || !(await copied())) {
      // as the shop's outbox does, a write that failed without a reason (a database busy
      // with the replica's checkpoint, on a machine under load) is tried again, a few times;
      // only an answered order counts, and every answered order must come back
      const order = await sendLikeTheOutbox(() =>
        customer.collection("orders").create(orderBody(item)),
      );
      answered.push({ id: order.id, at: Date.now() });
    }
    await sleep(1200);
    const killedAt = Date.now();
    killGroup(first.proc);
    const due = answered.filter((order) => killedAt - order.at > 1000).map((order) => order.id);
    expect(due.length).toBeGreaterThan(10);

    await rm(dataDir, { recursive: true, force: true });
    await until(
      async () =>
        !(await fetch(`${url}/api/health`).then(
          () => true,
          () => false,
        )),
      "the kill",
    );
    const restored = await runScript("replica-restore", [], env);
    expect(restored.out).toContain("restored the databases");
    expect(restored.code).toBe(0);
    // a data folder with something in it is never overwritten without --yes
    const refused = await runScript("replica-restore", [], env);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("is not empty. Run again with --yes");

    const second = await startShop(env);
    await customer.collection("users").authWithPassword(email, PASSWORD);
    const orders = await customer.collection("orders").getFullList({ fields: "id" });
    const kept = new Set(orders.map((order) => order.id));
    expect(due.filter((id) => !kept.has(id))).toEqual([]);
    const token = await customer.files.getToken();
    const file = await fetch(customer.files.getURL(slip, slip.file, { token }));
    expect(Buffer.from(await file.arrayBuffer()).equals(jpeg)).toBe(true);
    expect(await pushKey()).toBe(keyBefore);
    await admin.collection("_superusers").authWithPassword(OWNER.email, OWNER.password);
    expect((await admin.collection("settings").getFirstListItem("")).catalogueEpoch).not.toBe(
      epoch,
    );
    killGroup(second.proc);
  }, 400_000);
});
