import { describe, expect, it } from "vitest";
import { formatMessage } from "../../src/lib/i18n/format-message";

const number = (value: number) => value.toLocaleString("en-US");
const plural = (count: number) => (count === 1 ? "one" : "other");
const format = (message: string, values: Record<string, string | number>) =>
  formatMessage(message, values, number, plural);

describe("formatMessage", () => {
  it("fills placeholders, numbers in the locale's format", () => {
    expect(format("Hi, {name}", { name: "Nimal" })).toBe("Hi, Nimal");
    expect(format("{count} left of {total}", { count: 3, total: 12500 })).toBe("3 left of 12,500");
  });

  it("picks the plural form, an exact match first, with # for the number", () => {
    const cart = "Cart, {count, plural, =0 {empty} one {# item} other {# items}}";
    expect(format(cart, { count: 0 })).toBe("Cart, empty");
    expect(format(cart, { count: 1 })).toBe("Cart, 1 item");
    expect(format(cart, { count: 1200 })).toBe("Cart, 1,200 items");
  });

  it("fills placeholders inside a plural form", () => {
    expect(
      format("{n, plural, one {# {what}} other {# {what}s}} for {who}", {
        n: 2,
        what: "bag",
        who: "you",
      }),
    ).toBe("2 bags for you");
  });
});
