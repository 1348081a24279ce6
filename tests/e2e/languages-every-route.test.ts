/**
 * Every shopper route in Sinhala and Tamil says the app's own texts in that language. A visible
 * text fails when it is an English catalogue message (a key of src/locales/si.json), or when it
 * is English words alone (a text that never went through Lingui), unless it is the owner's (a
 * name, brand or description from the catalogue, shown as the owner wrote it) or kept in English
 * on purpose (EXEMPT).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/pocketbase.mjs";
import { openPage, PHONE, waitForLanguage } from "./browser";
import {
  admin,
  browser,
  createCustomer,
  screenSettled,
  server,
  signIn,
  withOwnServer,
} from "./fixture";

withOwnServer({ demo: true });

/**
 * Kept in English on purpose: names (the shop's, the messaging app's, the "ii" of the logo, and
 * "English" in the language menu, each language named in its own script), the Tamil price's
 * "Rs." (src/shared/locale-formats.ts), and the link field's "https://".
 */
const EXEMPT = ["Island Imports", "ii", "WhatsApp", "Google", "English", "Rs.", "https://"];

/** What is left of a text once the exempt names, addresses and numbers are taken out. */
function withoutExempt(text: string): string {
  let rest = text.replace(/\S+@\S*|\S*\.(?:lk|com)\b/g, " ");
  for (const name of EXEMPT) rest = rest.split(name).join(" ");
  return rest.replace(/[\d+%.,:;()\-–·/]/g, " ").trim();
}

/** Latin words and nothing of the language's script: "or", "Sign in with Google". */
const ENGLISH_WORDS = /^(?=.*[A-Za-z]{2})[^\u0D80-\u0DFF\u0B80-\u0BFF]*$/;

let english: Set<string>;
let owners: Set<string>;
let routes: string[];

beforeAll(async () => {
  const si = JSON.parse(await readFile(path.join(ROOT, "src/locales/si.json"), "utf8"));
  english = new Set(Object.keys(si));
  const [categories, subcategories, products] = await Promise.all([
    admin.collection("categories").getFullList(),
    admin.collection("subcategories").getFullList(),
    admin.collection("products").getFullList(),
  ]);
  owners = new Set(
    [...categories, ...subcategories, ...products]
      .flatMap((r) => [r.name, r.brand, r.description, r.discount])
      .concat(products.flatMap((p) => (p.options ?? []).map((o: { label: string }) => o.label)))
      .filter((text): text is string => typeof text === "string" && text !== ""),
  );
  const product = products.find((p) => (p.options?.length ?? 0) > 1) ?? products[0];
  routes = [
    "/home",
    "/products",
    `/products?category=${product?.category}`,
    `/product-details?id=${product?.id}`,
    "/search?query=a",
    "/cart",
    "/checkout",
    "/login",
    "/register",
    "/reset-password",
    "/contact",
    "/custom-request",
    "/about",
    "/faq",
    "/returns",
    "/doc?query=tac",
    "/doc?query=privacy",
    // a quote's link signed out: it asks to sign in or register (no quote has this secret)
    `/quote/${"A".repeat(32)}`,
  ];
  // the customer's own name is theirs, in their script
  await createCustomer("walker@example.com", "නිමල් පෙරේරා");
});

/** The page's visible texts: text nodes and placeholders, each trimmed, once. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Set<string>();
    const shown = (el: Element | null) =>
      el instanceof HTMLElement &&
      el.checkVisibility({ visibilityProperty: true }) &&
      el.closest(".visually-hidden") === null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      if (text && shown(node.parentElement)) seen.add(text);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>("[placeholder]")) {
      if (shown(field) && field.placeholder) seen.add(field.placeholder.trim());
    }
    return [...seen];
  });
}

describe.each(["si", "ta"] as const)("every shopper route in %s", (code) => {
  it("shows no English app text", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await context.addInitScript(
      (language) => localStorage.setItem("shop-language", language),
      code,
    );
    await page.goto(`${server.url}/home`);
    await signIn(page, "walker@example.com");
    const english_: Record<string, string[]> = {};
    // profile and orders signed in, then the rest as a guest (sign-in and register show then)
    for (const route of ["/profile", ...routes]) {
      if (route === routes[0])
        await page.evaluate(() => localStorage.removeItem("pocketbase_auth"));
      await page.goto(`${server.url}${route}`);
      await waitForLanguage(page, code);
      await page.locator("main :is(h1, h2):visible").first().waitFor();
      // the catalogue's cards and the signed-in screens settle after the heading
      await screenSettled(page);
      const left = (await visibleTexts(page)).filter((text) => {
        const rest = withoutExempt(text);
        return (
          rest !== "" &&
          (english.has(text) || ENGLISH_WORDS.test(rest)) &&
          // the owner's texts, alone (a description may hold commas) or listed ("Chips &
          // Crackers, Sweets" under a tile)
          !owners.has(text) &&
          !text.split(", ").every((part) => owners.has(part))
        );
      });
      if (left.length) english_[route] = left;
    }
    expect(english_).toEqual({});
    await context.close();
  });
});
