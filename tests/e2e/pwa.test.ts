/**
 * Installability and the manifest, as Chromium judges them, and what a first visit costs a
 * phone in downloads.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { countingProxy } from "../../scripts/lib/counting-proxy.mjs";
import { sharedServerUrl } from "../setup/shared-server";
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  launchBrowser,
  openPage,
  PHONE,
  waitForLanguage,
} from "./browser";
import { waitForServiceWorker } from "./service-worker";

const appUrl = sharedServerUrl();

describe("installable PWA", () => {
  it("has no installability errors in Chromium", async () => {
    // Incognito contexts are never installable, so this one gets a real profile directory.
    const profile = await mkdtemp(path.join(tmpdir(), "shop-profile-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${appUrl}/home`);
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
        installabilityErrors: unknown[];
      };
      expect(installabilityErrors).toEqual([]);

      // in Sinhala the page links the Sinhala manifest, and Chromium installs the app from it
      await page.evaluate(() => localStorage.setItem("shop-language", "si"));
      await page.reload();
      await waitForLanguage(page, "si");
      const manifest = await cdp.send("Page.getAppManifest");
      expect(manifest.url).toBe(`${appUrl}/manifest.si.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const sinhala = (await cdp.send("Page.getInstallabilityErrors")) as {
        installabilityErrors: unknown[];
      };
      expect(sinhala.installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  it("downloads each of the app's files once on a first visit, its offline copy included", async () => {
    const proxy = await countingProxy(appUrl);
    const browser = await launchBrowser();
    try {
      const { page } = await openPage(browser, PHONE, { serviceWorker: true });
      await page.goto(`${proxy.url}/home`);
      await waitForServiceWorker(page); // the worker took control: its offline copy is complete
      const worker = await (await fetch(`${appUrl}/sw.js`)).text();
      const offlineCopy = [...worker.matchAll(/"url":"(assets\/[^"]+)"/g)].map((m) => `/${m[1]}`);
      expect(offlineCopy.length).toBeGreaterThan(40);
      const downloads = (file: string) => proxy.downloads.filter((d) => d.path === file).length;
      const notOnce = offlineCopy.filter((file) => downloads(file) !== 1);
      expect(notOnce.map((file) => `${file} ${downloads(file)}×`)).toEqual([]);
    } finally {
      await browser.close();
      await proxy.close();
    }
  });

  it("serves a manifest with name, icons, colours and screenshots that all load", async () => {
    const manifest = await (await fetch(`${appUrl}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({
      short_name: "Island Imports",
      display: "standalone",
      start_url: "/home",
    });
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    const sizes = manifest.icons.map(
      (i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`,
    );
    expect(sizes).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const { src } of [...manifest.icons, ...manifest.screenshots]) {
      const res = await fetch(`${appUrl}${src}`);
      expect(res.headers.get("content-type")).toBe("image/png");
    }
  });

  it.each(["si", "ta"])(
    "serves the %s manifest, installable like the English one",
    async (code) => {
      const english = await (await fetch(`${appUrl}/manifest.webmanifest`)).json();
      const manifest = await (await fetch(`${appUrl}/manifest.${code}.webmanifest`)).json();
      expect(manifest.lang).toBe(code);
      expect(manifest.name).not.toBe(english.name);
      expect(manifest.short_name).not.toBe(english.short_name);
      for (const field of [
        "id",
        "start_url",
        "display",
        "icons",
        "theme_color",
        "background_color",
      ]) {
        expect(manifest[field]).toEqual(english[field]);
      }
      // precached like the English one, so a switch of language offline still finds it
      const worker = await (await fetch(`${appUrl}/sw.js`)).text();
      expect(worker).toContain(`"manifest.${code}.webmanifest"`);
      expect(worker).toContain('"manifest.webmanifest"');
    },
  );
});
