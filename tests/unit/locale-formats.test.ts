/**
 * The server writes counts and prices in Sinhala and Tamil without Intl (PocketBase has none),
 * exactly as the app's Intl formats do (src/lib/i18n/activate-pack.ts), so the first screen's
 * figures do not change when the app takes over.
 */
import { describe, expect, it } from "vitest";
import { lkrIn, numberIn, pluralIn } from "../../src/shared/locale-formats";
import { formatLkr } from "../../src/shared/money";

const VALUES = [0, 1, 2, 7, 12, 999, 1000, 1500, 12_500, 99_999, 100_000, 123_456, 1_234_567];
const TAGS = { si: "si-LK", ta: "ta-LK" } as const;

describe("numbers and LKR as the app writes them per language", () => {
  for (const [language, tag] of Object.entries(TAGS) as ["si" | "ta", string][]) {
    it(`match Intl's ${tag} formats`, () => {
      const numbers = new Intl.NumberFormat(tag);
      const money = new Intl.NumberFormat(tag, {
        style: "currency",
        currency: "LKR",
        maximumFractionDigits: 0,
      });
      const plurals = new Intl.PluralRules(tag);
      for (const value of VALUES) {
        expect(numberIn(language, value)).toBe(numbers.format(value));
        expect(lkrIn(language, value)).toBe(money.format(value));
        expect(lkrIn(language, -value - 0.6)).toBe(money.format(Math.round(-value - 0.6)));
        expect(pluralIn(language, value)).toBe(plurals.select(value));
      }
    });
  }

  it("keep English as the shop writes it", () => {
    for (const value of VALUES) expect(lkrIn("en", value)).toBe(formatLkr(value));
    expect(numberIn("ta", 123_456)).toBe("1,23,456");
  });
});
