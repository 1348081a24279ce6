import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { openPage, PHONE } from "./browser";
import { browser, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();

withBrowser();

describe("app shell", () => {
  it("renders home with header and footer, served by PocketBase", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${appUrl}/home`);
    await expect.poll(() => page.locator("header .logo").textContent()).toContain("Island Imports");
    expect(await page.locator("footer").textContent()).toContain("Open Daily 8am-7pm IST");
    expect(await page.getByRole("link", { name: "Categories" }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it("sends the empty path and unknown paths home", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/`);
    await page.waitForURL(/\/home$/);
    await page.goto(`${appUrl}/no/such/page`);
    await page.waitForURL(/\/home$/);
    expect(new URL(page.url()).pathname).toBe("/home");
    await context.close();
  });

  it("answers the API on the same origin", async () => {
    const res = await fetch(`${appUrl}/api/health`);
    expect(res.ok).toBe(true);
  });
});
