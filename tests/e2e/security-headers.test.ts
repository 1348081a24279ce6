import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { DESKTOP, openPage } from "./browser";
import { appCardsReady, browser, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();

async function headersOf(path: string): Promise<Headers> {
  const res = await fetch(`${appUrl}${path}`);
  await res.arrayBuffer();
  return res.headers;
}

describe("security headers", () => {
  it.each(["/", "/home", "/products", "/no/such/page", "/sw.js", "/manifest.webmanifest"])(
    "the app response for %s carries a strict policy",
    async (path) => {
      const headers = await headersOf(path);
      const csp = headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    },
  );

  // The API, realtime and the dashboard run with no JS middleware
  // (docs/decisions/0014-security-headers-and-static-delivery.md), so they keep PocketBase's own
  // headers: another site can never frame them.
  it("API and dashboard responses are never framed by another site and never sniffed", async () => {
    for (const path of ["/api/health", "/api/collections/products/records?perPage=1", "/_/"]) {
      const headers = await headersOf(path);
      expect(headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("record API responses carry a policy that allows no content at all", async () => {
    const headers = await headersOf("/api/collections/products/records?perPage=1");
    expect(headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe("the app under its own policy", () => {
  withBrowser();

  it("renders home without a single CSP violation", async () => {
    const { context, page } = await openPage(browser, DESKTOP, { serviceWorker: true });
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    await page.goto(`${appUrl}/home`);
    await page.locator("header .logo").waitFor();
    // what a violation would come from: the app's chunks (its cards), the images, the SW
    await appCardsReady(page);
    await page.waitForFunction(
      () =>
        navigator.serviceWorker.controller !== null &&
        [...document.images].every((image) => image.complete || image.loading === "lazy"),
    );
    expect(violations).toEqual([]);
    await context.close();
  });
});
