/** Register: mismatched passwords say so, and a created account does not sit on "Creating account…". */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../setup/shared-server";
import { openPage, PHONE, WIDTHS } from "./browser";
import { browser, SCREENS, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();

withBrowser();

describe("a failed contact submit", () => {
  it("moves focus to the first invalid field and scrolls it into view", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${appUrl}/contact`);
    await page.getByLabel("Name", { exact: true }).fill("Kasun Perera");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe("email");
    const inView = await page.getByLabel("Email", { exact: true }).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);
    await context.close();
  });
});

describe.each(WIDTHS)("registering on a %s", (name, viewport) => {
  it("says Passwords do not match., then shows the account as created", async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${appUrl}/register`);
    await page.getByLabel("Full name").fill("Kasun Perera");
    await page
      .getByLabel("Email", { exact: true })
      .fill(`kasun-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("island-pass-42");
    await page.getByLabel("Confirm password").fill("island-pass-24");
    await page.locator('input[name="terms"]').check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Passwords do not match.").first().waitFor();
    // Focus moves to the first invalid field.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe("passwordConfirm");
    await page.screenshot({
      path: path.join(SCREENS, `register-mismatch-${name}.png`),
      fullPage: true,
    });
    expect(await page.getByText("Password is too weak", { exact: false }).count()).toBe(0);

    await page.getByLabel("Confirm password").fill("island-pass-42");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Your account has been created successfully!").waitFor();
    await page.getByRole("button", { name: "Account created" }).waitFor();
    await context.close();
  });
});
