#!/usr/bin/env node
/**
 * Randomised fault history: several simulated devices (faults/device.ts: the app's own checkout,
 * forms and outbox over fake-indexeddb, one Node process each) submit orders, contact messages,
 * custom requests and payment slips through a fault proxy (faults/proxy.mjs) while the
 * injector (faults/injector.mjs) kills -9 and restarts the server, pauses it, cuts connections,
 * drops answers and duplicates requests, and the shop keeps putting one product in and out of
 * stock (orders for it are refused now and then). Then everything is healed, every device
 * drains, and the checker (faults/checker.mjs) compares what each device was told with what the
 * server stored. The plan is drawn from a seed, printed, and replayed with FAULT_SEED.
 * FAULT_OPS (default 10,000 submissions), FAULT_RATE (submissions a second, default 25) and
 * FAULT_DEVICES (phones at a time, default 8) size it; each phone submits 125, then retires.
 * Standalone: `node scripts/bench/faults.mjs`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort, migrate, upsertSuperuser } from "../lib/pocketbase.mjs";
import { seedCatalogue } from "../lib/seed-catalogue.mjs";
import { buildDevice } from "./faults/build.mjs";
import { check, storedSubmissions } from "./faults/checker.mjs";
import { startFleet } from "./faults/fleet.mjs";
import { restartableServer, startInjector } from "./faults/injector.mjs";
import { nextOp, toggleStock } from "./faults/plan.mjs";
import { startFaultProxy } from "./faults/proxy.mjs";
import { generator, pickSeed } from "./faults/random.mjs";
import { faultRows } from "./faults/rows.mjs";
import { sampleLoad } from "./load-average.mjs";
import { createShoppers, superuserClient } from "./seeded-server.mjs";

const OPS = Number(process.env.FAULT_OPS ?? 10_000);
const RATE = Number(process.env.FAULT_RATE ?? 25);
/** phones submitting at the same time, and how many submissions each makes before it retires */
const SLOTS = Number(process.env.FAULT_DEVICES ?? 8);
const LIFETIME = 125;
/** two slots share an account each (a shopper's phone and laptop) */
const ACCOUNTS = Math.max(1, SLOTS - 2);
/** how long a retiring phone may take to deliver what it holds (faults may still be going on) */
const SETTLE_MS = 300_000;
const ADMIN = { email: "bench@example.com", password: "bench-password-123" };
const PASSWORD = "device-password-123";
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));
/**
 * @param {string} dataDir
 * @param {(line: string) => void} log
 */
async function setUp(dataDir, log) {
  migrate(dataDir);
  upsertSuperuser(dataDir, ADMIN.email, ADMIN.password);
  // Every device is 127.0.0.1 and each account sends hundreds of submissions in minutes: the
  // limits are relaxed (SHOP_TEST_RELAXED_LIMITS); tests/integration/hostile-input.test.ts
  // proves the real ones. Any 429 would only be retried, as the app retries it.
  const server = await restartableServer({
    dataDir,
    port: await freePort(),
    env: { SHOP_TEST_RELAXED_LIMITS: "1" },
  });
  log("seeding the demo catalogue and the accounts…");
  await seedCatalogue({ url: server.url, ...ADMIN });
  const admin = await superuserClient({ url: server.url, ...ADMIN });
  const emails = await createShoppers(admin, "device", ACCOUNTS, PASSWORD);
  const flaky = await admin.collection("products").getFirstListItem("outOfStock = false", {
    sort: "id",
  });
  return { server, emails, flakyProduct: flaky.id };
}

/**
 * @param {Partial<import("./types").BenchContext>} [ctx]
 * @returns {Promise<import("./types").BenchRow[]>}
 */
export async function run(ctx = {}) {
  const log = ctx.log ?? ((line) => console.error(`[faults] ${line}`));
  const seed = pickSeed();
  log(`seed ${seed} (replay with FAULT_SEED=${seed})`);
  const work = await mkdtemp(path.join(os.tmpdir(), "shop-bench-faults-"));
  /** @type {ReturnType<typeof startFleet> | undefined} */
  let fleet;
  /** @type {Awaited<ReturnType<typeof restartableServer>> | undefined} */
  let server;
  /** @type {Awaited<ReturnType<typeof startFaultProxy>> | undefined} */
  let proxy;
  try {
    log("bundling the device (the app's outbox code)…");
    const script = await buildDevice(path.join(work, "device"));
    const dataDir = path.join(work, "pb_data");
    const setup = await setUp(dataDir, log);
    server = setup.server;
    const faultProxy = await startFaultProxy(Number(new URL(server.url).port), generator(seed, 2));
    proxy = faultProxy;
    fleet = startFleet({
      script,
      slots: SLOTS,
      lifetime: LIFETIME,
      settleMs: SETTLE_MS,
      log,
      init: (slot) => ({
        url: faultProxy.url,
        email: setup.emails[slot % ACCOUNTS],
        password: PASSWORD,
        flakyProduct: setup.flakyProduct,
      }),
    });
    await fleet.start();
    log(
      `${SLOTS} phones at a time, ${LIFETIME} submissions each; ${OPS} at ${RATE}/s under faults…`,
    );

    const started = Date.now();
    const load = sampleLoad();
    const superuser = { url: server.url, ...ADMIN };
    const stopToggling = toggleStock(superuser, setup.flakyProduct, generator(seed, 3), log);
    const injector = startInjector({
      server,
      proxy: faultProxy,
      devices: fleet.devices,
      random: generator(seed, 1),
      log,
    });
    const plan = generator(seed, 0);
    const actions = { again: 0, "sw-drain": 0 };
    /**
     * @param {import("./faults/protocol").Op["kind"]} kind
     * @returns {kind is keyof typeof actions}
     */
    const isAction = (kind) => kind in actions;
    let submissions = 0;
    while (submissions < OPS) {
      await sleep(plan.gap(1000 / RATE));
      const slot = plan.int(SLOTS);
      const op = nextOp(plan);
      const device = await fleet.pick(slot, !isAction(op.kind));
      device.send({ type: "op", op });
      if (isAction(op.kind)) actions[op.kind]++;
      else submissions++;
      if (submissions % 1000 === 0 && !isAction(op.kind)) {
        log(`${submissions} submitted, faults so far ${JSON.stringify(injector.counts)}`);
      }
    }
    await injector.stop();
    const toggles = await stopToggling();
    const historySeconds = (Date.now() - started) / 1000;
    log("faults over: every phone drains what it still holds…");
    const settleStarted = Date.now();
    const ledgers = await fleet.finish();
    const settleSeconds = (Date.now() - settleStarted) / 1000;
    const machine = load.stop();

    const admin = await superuserClient({ url: server.url, ...ADMIN });
    const result = check(ledgers, await storedSubmissions(admin));
    for (const ledger of ledgers) {
      const notes = JSON.stringify(ledger.notes);
      if (notes !== "{}") log(`${ledger.name}: ${notes}`);
    }
    for (const list of /** @type {const} */ (["lost", "doubled", "acknowledgedMissing", "other"])) {
      for (const line of result[list].slice(0, 20)) log(`${list}: ${line}`);
    }
    return faultRows({
      seed,
      slots: SLOTS,
      lifetime: LIFETIME,
      devices: fleet.count(),
      accounts: ACCOUNTS,
      result,
      faults: { ...injector.counts, ...faultProxy.counts, ...actions, toggles },
      historySeconds,
      settleSeconds,
      machine,
    });
  } finally {
    fleet?.kill();
    await proxy?.close();
    await server?.stop().catch(() => {});
    if (process.env.FAULT_KEEP_DATA) log(`data kept in ${work}`);
    else await rm(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await run(), null, 2));
}
