/**
 * Importing the app's modules does nothing: no browser global is read or written until the
 * page starts each part (src/main.tsx: startSession, watchBrowserEvents, the sync, the outbox).
 * So the route tree imports in plain Node, with no stubs, and a test can import any screen.
 */
import { afterAll, describe, expect, it } from "vitest";

const GLOBALS = [
  "window",
  "document",
  "localStorage",
  "sessionStorage",
  "indexedDB",
  "navigator",
  "location",
  "addEventListener",
  "matchMedia",
  "Worker",
] as const;

/** Every read of a browser global made by the app's own code (libraries' feature checks aside). */
const touched: string[] = [];
const saved = new Map(
  GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]),
);
for (const name of GLOBALS) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      // [0] "Error", [1] this getter, [2] the code that read the global
      const caller = new Error().stack?.split("\n")[2] ?? "";
      if (caller.includes("/src/")) touched.push(`${name} ${caller.trim()}`);
      return undefined;
    },
  });
}
afterAll(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
});

describe("importing the app", () => {
  it("reads no browser global: the route tree, every screen and the offline layer", async () => {
    const { routeTree } = await import("../../src/routeTree.gen");
    await import("../../src/offline/submit");
    await import("../../src/offline/outbox-runner");
    await import("../../src/offline/sync-host");
    await import("../../src/features/pwa/register-sw");
    expect(routeTree.children).toBeTruthy();
    expect(touched).toEqual([]);
    // transforming every screen on first import takes seconds on a busy machine: this test is
    // about what importing touches, not how fast it is
  }, 30_000);
});
