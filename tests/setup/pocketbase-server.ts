/**
 * Starts a real PocketBase (the pinned binary) on a free port with a temporary data dir,
 * with this project's migrations and hooks, and a superuser. Used by the integration
 * global setup and by tests that need a server of their own (restarts, faults).
 *
 * The suite sends thousands of sign-ins and submissions from 127.0.0.1, so its servers run with
 * SHOP_TEST_RELAXED_LIMITS=1 (every limit of pb_hooks/lib/rate-limits.js times 1,000) unless
 * `realLimits` is asked for; tests/integration/hostile-input.test.ts proves the real limits hold.
 * They also hash passwords at bcrypt's lowest cost (SHOP_TEST_PASSWORD_COST=4,
 * pb_hooks/test-password-cost.pb.js): at the shop's cost each sign-up and sign-in took 130 ms of
 * CPU. `realLimits` servers hash as the shop does, which tests/integration/password-cost.test.ts
 * proves.
 */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startPocketbase } from "../../scripts/lib/pocketbase.mjs";
import { templateDataDir } from "./template-data-dir";

export const TEST_ADMIN = { email: "admin@test.local", password: "test-admin-password-123" };

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  /** the running server process's id (for measuring its memory) */
  pid(): number | undefined;
  /** what the running server process printed so far */
  output(): string;
  /** stops the process; the data dir is kept so `restart` can reuse it */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** starts again on the same port and data dir */
  restart(): Promise<void>;
  /** stops and removes the data dir */
  dispose(): Promise<void>;
}

export async function startTestServer(
  options: {
    publicDir?: string;
    env?: Record<string, string>;
    /** as the shop runs: its real rate limits and its real password hashing cost */
    realLimits?: boolean;
    /** with the demo catalogue (seed/catalogue.json) seeded, as `npm run seed` does */
    demo?: boolean;
    /** the demo catalogue and this many generated products after it (seedGenerated) */
    generated?: number;
  } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "shop-pb-"));
  const catalogue = options.generated ?? (options.demo ? "demo" : "none");
  await cp(await templateDataDir(TEST_ADMIN, catalogue), dataDir, { recursive: true });
  const port = await freePort();
  const env = {
    APP_URL: `http://127.0.0.1:${port}`,
    ...(options.realLimits ? {} : { SHOP_TEST_RELAXED_LIMITS: "1", SHOP_TEST_PASSWORD_COST: "4" }),
    ...options.env,
  };
  const start = () => startPocketbase({ dataDir, port, publicDir: options.publicDir, env });
  let running = await start();
  return {
    url: running.url,
    port,
    dataDir,
    pid: () => running.process.pid,
    output: () => running.output(),
    stop: (signal) => running.stop(signal),
    async restart() {
      await running.stop();
      running = await start();
    },
    async dispose() {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
