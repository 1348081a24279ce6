/**
 * A quote for a request sent without an account, at 390x844 (docs/owner-guide.md, "Quotes";
 * docs/decisions/0230-a-guests-quote-by-its-link.md): a guest sends a custom request, the owner
 * sends a quote and then its link on WhatsApp; the guest opens the link signed out, is asked to
 * sign in or register, goes to sign in, registers from there instead, comes back to the quote
 * and accepts it into the checkout.
 * Screenshots of the link's page, signed out and signed in, go to .tmp/screens.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatLkr } from "../../src/shared/money";
import { openQuoteForm, signInToAdmin } from "./admin-steps";
import { openPage, PHONE, WIDTHS } from "./browser";
import { admin, browser, SCREENS, server, withOwnServer } from "./fixture";

withOwnServer();

/** The page at each width (phone last, where the test goes on). */
async function shoot(page: Page, name: string) {
  for (const [label, size] of [...WIDTHS].reverse()) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SCREENS, `${name}-${label}.png`) });
  }
}

describe("a guest's quote", () => {
  it("reaches them on WhatsApp, then their new account, then the checkout", async () => {
    // A guest asks for an item the shop does not list.
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/custom-request`);
    await page.getByLabel("Name", { exact: true }).fill("Dilani Jayasuriya");
    await page.getByLabel("WhatsApp number").fill("0771234567");
    await page.getByLabel("Description").fill("A Tiger thermos, 1 litre, blue.");
    await page.getByRole("button", { name: "Submit request" }).click();
    await expect.poll(() => admin.collection("customorders").getFullList()).toHaveLength(1);

    // The owner sends a quote, then its link on WhatsApp.
    const shop = await openPage(browser, PHONE);
    await signInToAdmin(shop.page);
    await openQuoteForm(shop.page, "Tiger thermos MCZ-A100", 18_500, 900);
    await shop.page.getByRole("button", { name: "Send quote" }).click();
    const send = shop.page.getByRole("link", { name: "Send on WhatsApp" });
    const href = (await send.getAttribute("href")) ?? "";
    const wa = new URL(href);
    expect(wa.origin + wa.pathname).toBe("https://wa.me/94771234567");
    const text = wa.searchParams.get("text") ?? "";
    expect(text).toContain("Tiger thermos MCZ-A100");
    const link = text.match(/https?:\/\/\S+\/quote\/[A-Za-z0-9]{32}/)?.[0] ?? "";
    expect(link.startsWith(`${server.url}/quote/`)).toBe(true);
    await shop.page
      .locator(".message")
      .first()
      .screenshot({
        path: path.join(SCREENS, "admin-guest-quote-phone.png"),
      });
    await shop.context.close();

    // Signed out, the link says the quote waits for an account.
    await page.goto(link);
    await page.getByRole("heading", { name: "Your quote is waiting" }).waitFor();
    expect(await page.getByTestId("quote").count()).toBe(0);
    await shoot(page, "quote-link-signed-out");
    // Sign in first, then "Create an account" from there: the way back survives both forms
    await page.locator("main").getByRole("link", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    await page.locator("main").getByRole("link", { name: "Create an account" }).click();
    await page.getByLabel("Full name").fill("Dilani Jayasuriya");
    await page.getByLabel("Email", { exact: true }).fill(`dilani-${randomUUID()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("island-pass-42");
    await page.getByLabel("Confirm password").fill("island-pass-42");
    await page.locator('input[name="terms"]').check();
    await page.getByRole("button", { name: "Create Account" }).click();

    // Registered, back at the quote, now theirs, with Accept quote and Decline.
    await page.waitForURL(link, { timeout: 15_000 });
    const card = page.getByTestId("quote");
    await card.getByText("Tiger thermos MCZ-A100").waitFor();
    await card.getByRole("button", { name: "Decline" }).waitFor();
    await shoot(page, "quote-link-signed-in");
    const [quote] = await admin.collection("quotes").getFullList();
    const [user] = await admin.collection("users").getFullList();
    expect(quote?.user).toBe(user?.id);

    await card.getByRole("button", { name: "Accept quote" }).click();
    await page.waitForURL(/\/checkout\?quote=/);
    const line = page.getByTestId("quoted-line");
    await line.getByText("Tiger thermos MCZ-A100").waitFor();
    expect(await line.textContent()).toContain(formatLkr(18500));
    await context.close();
  }, 180_000);
});
