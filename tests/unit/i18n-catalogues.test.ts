/**
 * Every English text the shopper's screens show has its Sinhala and Tamil in src/locales: the
 * texts are found where the code marks them (t("…"), m("…"), tParts("…")), plus the shared rules' messages
 * (src/shared/validation, src/shared/delivery-texts), order statuses and slip checks
 * (src/shared/orders), the server's refusals (src/shared/order-refusals and the patterns of
 * src/lib/i18n/server-messages.ts) and sign-in messages
 * (src/features/account/auth-errors.ts) that the forms and toasts translate as they show them;
 * and what the server says to a customer in mails and pushes (src/shared/customer-texts.ts) and
 * the manifest's name and description (scripts/lib/manifests.mjs).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { manifestTexts } from "../../scripts/lib/manifests.mjs";
import * as authErrors from "../../src/features/account/auth-errors";
import { COUNTED_PATTERNS, SERVER_PATTERNS } from "../../src/lib/i18n/server-messages";
import { SORT_LABELS } from "../../src/lib/refine-products";
import { SUPPORT_HOURS } from "../../src/lib/settings-defaults";
import si from "../../src/locales/si.json";
import ta from "../../src/locales/ta.json";
import * as attachments from "../../src/shared/attachments";
import { CUSTOMER_TEXTS } from "../../src/shared/customer-texts";
import * as deliveryTexts from "../../src/shared/delivery-texts";
import * as refusals from "../../src/shared/order-refusals";
import { ORDER_STATUSES, SLIP_RECEIVED } from "../../src/shared/orders";
import { DISTRICT_NAMES } from "../../src/shared/places";
import { QUOTE_REFUSALS } from "../../src/shared/quotes";
import * as account from "../../src/shared/validation/account";
import * as checkout from "../../src/shared/validation/checkout";
import * as forms from "../../src/shared/validation/forms";

const SRC = path.resolve(__dirname, "../../src");
// /admin stays in English (docs/decisions/0001-english-texts-are-the-keys.md)
const ENGLISH_ONLY = [path.join(SRC, "features/admin"), path.join(SRC, "routes/admin")];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (ENGLISH_ONLY.some((skip) => file.startsWith(skip))) return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The literal texts of t("…") and m("…") calls. */
function markedTexts(): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const code = readFileSync(file, "utf8");
    // double-quoted, or single-quoted when the text holds double quotes (Biome's choice)
    const literal = /\b(?:t|m|tParts)\(\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/g;
    for (const match of code.matchAll(literal)) {
      const text = match[1] as string;
      found.add(
        text.startsWith('"') ? JSON.parse(text) : text.slice(1, -1).replace(/\\(.)/g, "$1"),
      );
    }
  }
  return found;
}

/** The string exports of a module, and the messages inside its valibot schemas. */
function moduleTexts(module: Record<string, unknown>, found: Set<string>): void {
  const seen = new Set<unknown>();
  const walk = (value: unknown, top: boolean) => {
    if (typeof value === "string") {
      // a field's default value (a payment method's code) is no text to show
      if (top && !/^[a-z]*$/.test(value)) found.add(value);
      return;
    }
    if (!value || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (typeof record.message === "string") found.add(record.message);
    for (const [key, child] of Object.entries(record)) {
      // a schema's own data (its type, expects, a picklist's options) is not text to show
      if (key === "options" || key === "requirement") continue;
      if (typeof child === "object") walk(child, top && !("kind" in record));
      else if (top && !("kind" in record)) walk(child, true);
    }
  };
  for (const value of Object.values(module)) walk(value, true);
}

function englishTexts(): Set<string> {
  const found = markedTexts();
  for (const module of [authErrors, deliveryTexts, refusals, account, checkout, forms])
    moduleTexts(module, found);
  // shown through t() where they are drawn: defined in modules the sync worker loads too
  for (const text of [
    SUPPORT_HOURS,
    "All products",
    ...Object.values(SORT_LABELS),
    ...DISTRICT_NAMES,
    // an order's status as the shopper sees it, and the slip checks the payment panel shows
    ...ORDER_STATUSES,
    SLIP_RECEIVED,
    // a refused slip or request photo, in the shopper's words (src/shared/attachments.ts)
    ...[attachments.SLIP_RULE, attachments.REQUEST_PHOTO_RULE].flatMap((rule) =>
      Object.values(rule).filter((value) => typeof value === "string"),
    ),
    ...Object.values(attachments.ANY_PHOTO),
    // why a quote cannot be accepted, on the checkout and from the server
    ...QUOTE_REFUSALS,
    // the server's sentences with a name in them, recognised by src/lib/i18n/server-messages.ts
    ...SERVER_PATTERNS,
    ...COUNTED_PATTERNS,
    // a customer's mails and pushes (the hooks say them in the account's language), the manifest
    ...CUSTOMER_TEXTS,
    ...manifestTexts(),
  ]) {
    found.add(text);
  }
  found.delete("");
  return found;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe.each([
  ["si", si as Record<string, string>],
  ["ta", ta as Record<string, string>],
])("the %s catalogue", (_, catalogue) => {
  const english = englishTexts();

  it("translates every text the shop shows", () => {
    const missing = [...english].filter((text) => !catalogue[text]?.trim());
    expect(missing).toEqual([]);
  });

  it("keeps each text's placeholders", () => {
    const wrong = Object.entries(catalogue).filter(
      ([text, translated]) => placeholders(text).join() !== placeholders(translated).join(),
    );
    expect(wrong).toEqual([]);
  });

  it("holds no text the shop no longer shows", () => {
    expect(Object.keys(catalogue).filter((text) => !english.has(text))).toEqual([]);
  });
});
