/**
 * Waits until a phone's IndexedDB holds `want` products: the whole catalogue is on the device
 * (a returning visitor). Polled from Node with `page.evaluate`, which awaits the page's promise;
 * `page.waitForFunction` took the promise itself as a truthy answer and returned at once, so the
 * benches measured phones whose first sync was still running (once the server drew the first
 * cards, `.product-card` no longer meant the sync had written anything).
 * @param {import("playwright-core").Page} page
 * @param {number} want
 * @param {number} timeoutMs
 */
export async function waitForStoredProducts(page, want, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stored = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open("island-imports");
          open.onerror = () => resolve(0);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains("products")) return resolve(0);
            const count = db.transaction("products").objectStore("products").count();
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => resolve(0);
          };
        }),
    );
    if (stored >= want) return;
    if (Date.now() > deadline) {
      throw new Error(`the phone stored ${stored} of ${want} products in ${timeoutMs} ms`);
    }
    await page.waitForTimeout(500);
  }
}
