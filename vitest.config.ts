import { defineConfig } from "vitest/config";
import { linguiCatalogues } from "./scripts/lib/catalogues.mjs";

export default defineConfig({
  // English's compiled texts; src/locales as written (scripts/lib/catalogues.mjs)
  plugins: [linguiCatalogues({ catalogues: false })],
  test: {
    // Files run side by side, more of them than the 2 cores CI has: most of a file's time is
    // spent waiting on a server, a browser or a timer. Each worker has shared servers of its
    // own (tests/setup/shared-server.ts). VITEST_MAX_WORKERS=1 runs one file at a time.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/integration-global.ts"],
          setupFiles: ["tests/setup/fake-indexeddb.ts"],
          // a file shares the cores with two others, and with tsc under npm test: on a loaded
          // 2-core machine a test of 11 sign-ups on a server of its own took over 30 s
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // as the e2e layer's below: on CI these run beside it, at a lower priority (npm test)
          retry: Number(process.env.SHOP_TEST_RETRIES ?? 0),
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/e2e-global.ts"],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // a poll waits on a real server, a service worker or a push event: on a busy CI
          // machine these take seconds, and vitest's 1 s default made tests flaky, not stricter
          expect: { poll: { timeout: 10_000 } },
          // .ci/run sets 1: on a shared, loaded CI machine a test that fails is run once more.
          // Its first failure still prints what was on screen (tests/e2e/fixture.ts), and
          // `npm test` names every test that passed only on a second try.
          retry: Number(process.env.SHOP_TEST_RETRIES ?? 0),
          // each file drives a Chromium, which keeps a core busy while a page renders
          maxWorkers: 2,
          // the files a worker runs share its modules and its Chromium (tests/e2e/fixture.ts):
          // importing playwright-core and the helpers took each file 1-2 s, launching Chromium
          // 1.5 CPU-s more. Each test still has a browser context of its own.
          isolate: false,
          // run after the other projects when all run at once (their worker count differs)
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
