/** The money format and the home hero's photo picks (the static shell: tests/e2e/boot-shell). */
import { describe, expect, it } from "vitest";
import { collagePicks } from "../../src/features/catalogue/hero-collage";
import { formatLkr } from "../../src/shared/money";
import { product } from "./fixtures";

describe("formatLkr", () => {
  it("writes amounts like Intl's en-LK currency format, without decimals", () => {
    const intl = new Intl.NumberFormat("en-LK", {
      style: "currency",
      currency: "LKR",
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    for (const n of [0, 5, 999, 1000, 12500, 1234567, 1999.6, -1500]) {
      expect(formatLkr(n)).toBe(intl.format(Math.round(n)).replace(/\u00a0/g, " "));
    }
  });
});

describe("the home hero collage", () => {
  it("picks one product per category first, only products with a photo", () => {
    const photo = ["p.webp"];
    const list = [
      product({ id: "a", categoryId: "c1", images: photo }),
      product({ id: "b", categoryId: "c1", images: photo }),
      product({ id: "c", categoryId: "c2", images: [] }),
      product({ id: "d", categoryId: "c3", images: photo }),
    ];
    expect(collagePicks(list).map((p) => p.id)).toEqual(["a", "d", "b"]);
  });
});
