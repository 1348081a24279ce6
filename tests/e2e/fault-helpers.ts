/** Helpers of the browser fault tests (faults.test.ts): a deployable copy of the build, CDP. */
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";

/** A copy of the built app that a test may "deploy over" without touching the shared build. */
export async function copyBuild(dist: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "shop-dist-faults-"));
  await cp(dist, dir, { recursive: true });
  return dir;
}

/**
 * Deploys a "new version": the precache manifest inside sw.js gets a new revision for
 * index.html, so the browser sees a changed service worker that must re-fetch the shell.
 * Returns the old and the new revision.
 */
export async function deployNewShellRevision(dir: string) {
  const file = path.join(dir, "sw.js");
  const source = await readFile(file, "utf8");
  const pattern = /"revision":"([0-9a-f]+)","url":"index\.html"/;
  const old = pattern.exec(source)?.[1];
  if (!old) throw new Error("index.html is not in the precache manifest of sw.js");
  const next = `${old.slice(0, -8)}f00dbabe`;
  await writeFile(file, source.replace(pattern, `"revision":"${next}","url":"index.html"`));
  return { old, next };
}

/** The URLs in the service worker's precache (Workbox keeps `__WB_REVISION__` in the key). */
export function precachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("workbox-precache")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

/**
 * The origin's storage quota through the DevTools protocol. The session stays open: Chromium
 * drops an override when the session that made it goes away.
 */
export async function quotaControl(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  return {
    set: (quotaSize: number) => cdp.send("Storage.overrideQuotaForOrigin", { origin, quotaSize }),
    clear: () => cdp.send("Storage.overrideQuotaForOrigin", { origin }),
    usage: async () =>
      ((await cdp.send("Storage.getUsageAndQuota", { origin })) as { usage: number }).usage,
  };
}

export const cartOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]") as { quantity: number }[]);
