/** Sign-in in real Chromium: its distinct error messages on screen, and Google via a mock OIDC. */
import { randomUUID } from "node:crypto";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startMailSink } from "../setup/mail-sink";
import { type OidcMock, registerOidcProvider, startOidcMock } from "../setup/oidc-mock";
import { sharedServerUrl } from "../setup/shared-server";
import { DESKTOP, openPage, PHONE } from "./browser";
import { browser, withBrowser } from "./fixture";

const appUrl = sharedServerUrl();
const admin = { email: inject("adminEmail"), password: inject("adminPassword") };
let oidc: OidcMock;

withBrowser();

beforeAll(async () => {
  oidc = await startOidcMock();
  await registerOidcProvider(appUrl, admin, oidc);
});
afterAll(async () => {
  await oidc?.stop();
});

async function createAccount(email: string, password: string) {
  const res = await fetch(`${appUrl}/api/collections/users/records`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Nadeesha Perera", email, password, passwordConfirm: password }),
  });
  expect(res.ok).toBe(true);
}

describe("sign in with email and password", () => {
  it("shows each sign-in error, then signs in and greets by first name", async () => {
    const email = `login-${randomUUID().slice(0, 8)}@example.com`;
    await createAccount(email, "right-password-1");
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${appUrl}/login`);
    const submit = page.getByRole("button", { name: "Sign In", exact: true });

    await submit.click();
    await page.getByText("Please fill all required fields.").waitFor();

    await page.getByLabel("Email").fill(`nobody-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel("Password").fill("whatever-123");
    await submit.click();
    await page.getByText("User not found. Please register.").waitFor();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong-password-1");
    await submit.click();
    await page.getByText("Incorrect password.").waitFor();

    await page.getByLabel("Password").fill("right-password-1");
    await submit.click();
    await page.getByText("Login successful!").waitFor();
    await page.waitForURL(/\/home$/);
    await page.getByText("Hi, Nadeesha").first().waitFor();
    await context.close();
  });

  it("keeps the session after a browser restart only with Remember me", async () => {
    const email = `remember-${randomUUID().slice(0, 8)}@example.com`;
    await createAccount(email, "right-password-1");
    const { context, page } = await openPage(browser, DESKTOP);
    for (const remember of [false, true]) {
      await page.goto(`${appUrl}/login`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("right-password-1");
      if (remember) await page.getByLabel("Remember me").check();
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await page.waitForURL(/\/home$/);
      // A browser restart drops session cookies and keeps localStorage.
      await context.clearCookies();
      await page.reload();
      const greeting = page.getByText("Hi, Nadeesha").first();
      if (remember) await greeting.waitFor();
      else {
        await page.getByRole("link", { name: "Sign In" }).first().waitFor();
        expect(await greeting.count()).toBe(0);
      }
    }
    await context.close();
  });

  it("requests a password reset and says so", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${appUrl}/login`);
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByText("we have emailed it a link to reset the password").waitFor();
    await context.close();
  });
});

describe("Sign in with Google", () => {
  it("signs in through the provider's popup and greets the new customer", async () => {
    const email = `google-${randomUUID().slice(0, 8)}@example.com`;
    oidc.signInAs({ sub: randomUUID(), email, name: "Sahan Bandara" });
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${appUrl}/login`);
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.getByText("Logged in with Google!").waitFor({ timeout: 20_000 });
    await page.waitForURL(/\/home$/);
    await page.getByText("Hi, Sahan").first().waitFor();
    const stored = await page.evaluate(() => localStorage.getItem("pocketbase_auth") ?? "");
    expect(stored).toContain(email);
    await context.close();
  });
});

describe("forgotten password", () => {
  it("emails a link to the shop's own page, where a new password is set and works", async () => {
    const sink = await startMailSink();
    const pb = new PocketBase(appUrl);
    await pb.collection("_superusers").authWithPassword(admin.email, admin.password);
    await pb.settings.update({
      smtp: { enabled: true, host: sink.host, port: sink.port, tls: false, authMethod: "PLAIN" },
    });
    try {
      const email = `reset-${randomUUID().slice(0, 8)}@example.com`;
      await createAccount(email, "forgotten-password-1");
      const { context, page } = await openPage(browser, PHONE);
      await page.goto(`${appUrl}/login`);
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Forgot password?" }).click();
      await page.getByText(`If an account exists for ${email}`).waitFor();

      const mail = await sink.waitFor(email);
      const link = /href="([^"]*\/reset-password\?token=[^"]+)"/.exec(String(mail.html))?.[1];
      expect(link?.startsWith(`${appUrl}/reset-password?token=`)).toBe(true);
      await page.goto(link ?? "");
      await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
      await page.getByLabel("New password", { exact: true }).fill("brand-new-password-2");
      await page.getByLabel("Confirm new password").fill("something-else-3");
      await page.getByRole("button", { name: "Save new password" }).click();
      await page.getByText("Passwords do not match.").waitFor();
      await page.getByLabel("Confirm new password").fill("brand-new-password-2");
      await page.getByRole("button", { name: "Save new password" }).click();
      await page.waitForURL(/\/login$/);
      await page.getByText("Your password has been changed. Please sign in with it.").waitFor();

      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("brand-new-password-2");
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await page.getByText("Login successful!").waitFor();
      await context.close();
    } finally {
      await pb.settings.update({ smtp: { enabled: false } });
      await sink.stop();
    }
  });
});
