/**
 * Texts go through Lingui's runtime with the catalogues the build compiles
 * (scripts/lib/catalogues.mjs), on the screens and in the server's mails, counting with the
 * shop's written-out plural and number rules (src/shared/lingui-intl.ts).
 */
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { compileCatalogue } from "../../scripts/lib/catalogues.mjs";
import { SHARED_BUNDLE } from "../../scripts/lib/shared-bundle.mjs";
import si from "../../src/locales/si.json";
import ta from "../../src/locales/ta.json";
import { LINGUI_INTL } from "../../src/shared/lingui-intl";
import { PRODUCT_COUNT } from "../../src/shared/page-shell";
import { speaking, translate } from "../../src/shared/translate";

const CART = "Cart, {count, plural, one {# item} other {# items}}";
const english = speaking("en");

afterEach(() => vi.restoreAllMocks());

describe("English", () => {
  it("fills placeholders and picks the plural form, with # as a number", () => {
    expect(translate(english, "Hi, {name}", { name: "Nimal" })).toBe("Hi, Nimal");
    expect(translate(english, CART, { count: 1 })).toBe("Cart, 1 item");
    expect(translate(english, CART, { count: 0 })).toBe("Cart, 0 items");
    expect(translate(english, CART, { count: 1200 })).toBe("Cart, 1,200 items");
    expect(
      translate(english, "Loading the catalogue: {products, number} products so far", {
        products: 10_084,
      }),
    ).toBe("Loading the catalogue: 10,084 products so far");
  });

  it("shows a plain text as written, without Lingui warning about it", () => {
    const warn = vi.spyOn(console, "warn");
    expect(translate(english, "Home")).toBe("Home");
    expect(translate(english, "Removed Anessa {50 ml}")).toBe("Removed Anessa {50 ml}");
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("a translated catalogue, compiled as the build compiles it", () => {
  const messages = compileCatalogue({
    ...si,
    "{n, plural, one {one #} other {other #}}": "{n, plural, one {one #} other {other #}}",
  });
  const sinhala = speaking("si", messages);

  it("translates plain and filled texts", () => {
    expect(translate(sinhala, "Home")).toBe(si.Home);
    expect(translate(sinhala, "Hi, {name}", { name: "Nimal" })).toBe(
      si["Hi, {name}"].replace("{name}", "Nimal"),
    );
  });

  it("picks the language's plural form: Sinhala counts 0 as one", () => {
    const counted = "{n, plural, one {one #} other {other #}}";
    expect(translate(sinhala, counted, { n: 0 })).toBe("one 0");
    expect(translate(sinhala, counted, { n: 2 })).toBe("other 2");
    expect(translate(english, counted, { n: 0 })).toBe("{n, plural, one {one #} other {other #}}");
  });

  it("reads a text it lacks in English, placeholders filled", () => {
    const partial = speaking("ta", compileCatalogue({ Home: ta.Home }));
    expect(translate(partial, "Hi, {name}", { name: "Nimal" })).toBe("Hi, Nimal");
    expect(translate(partial, "Home")).toBe(ta.Home);
  });
});

describe("every catalogue", () => {
  it.each([
    ["si", si],
    ["ta", ta],
  ])("%s is messages Lingui reads", (_, catalogue) => {
    expect(() => compileCatalogue(catalogue)).not.toThrow();
  });
});

describe("Lingui's Intl (the hooks have none; a browser's costs a first render)", () => {
  const TAGS = ["en-LK", "si-LK", "ta-LK"];
  const VALUES = [0, 1, 2, 7, 999, 1000, 10_084, 99_999, 100_000, 1_234_567];

  it("count and write numbers as Intl does", () => {
    for (const tag of TAGS) {
      const plurals = new LINGUI_INTL.PluralRules([tag, "en"]);
      const numbers = new LINGUI_INTL.NumberFormat([tag, "en"]);
      for (const value of VALUES) {
        expect(plurals.select(value)).toBe(new Intl.PluralRules(tag).select(value));
        expect(numbers.format(value)).toBe(new Intl.NumberFormat(tag).format(value));
      }
    }
  });

  it("read in the hooks' bundle as on the screens", () => {
    // the committed bundle, run as PocketBase runs it: CommonJS, in an engine with no Intl
    const context = vm.createContext({ module: { exports: {} }, console });
    vm.runInContext("delete globalThis.Intl; exports = module.exports;", context);
    vm.runInContext(readFileSync(SHARED_BUNDLE, "utf8"), context);
    expect(vm.runInContext("typeof Intl", context)).toBe("undefined");
    const shared = context.module.exports;
    for (const [code, catalogue] of [
      ["en", {}],
      ["si", si],
      ["ta", ta],
    ] as const) {
      const screens = speaking(code, compileCatalogue(catalogue));
      for (const count of [0, 1, 2, 10_084, 123_456]) {
        expect(shared.customerTexts(code)(PRODUCT_COUNT, { count })).toBe(
          translate(screens, PRODUCT_COUNT, { count }),
        );
      }
    }
  });
});
