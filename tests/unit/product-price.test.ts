/**
 * Card and page prices agree for every product the data model allows: with options or not,
 * the regular price above, equal to or below the price, a saving label or none, options priced
 * at, above and below the product's price.
 */
import { describe, expect, it } from "vitest";
import type { ProductOption } from "../../src/lib/types";
import { cardPrice, openingOption, optionPrice } from "../../src/shared/product-price";
import { product } from "./fixtures";

const PRICE = 5000;
const STRIPES = { above: 6000, equal: PRICE, below: 4000 };
const DISCOUNTS = { "a saving label": "Save 17%", "no label": "" };
const option = (label: string, value: number): ProductOption => ({ label, value });
const OPTIONS: Record<string, ProductOption[]> = {
  none: [],
  "one at the price": [option("Only", PRICE)],
  "at the price and above": [option("Small", PRICE), option("Large", 6500)],
  "below and at the price": [option("Mini", 3200), option("Full", PRICE)],
  "below, at and above": [option("S", 4200), option("M", PRICE), option("L", 7000)],
  "several at the price": [option("Rose", PRICE), option("Berry", PRICE)],
  "all above, none at it": [option("A", 5200), option("B", 5900)],
  "all below, none at it": [option("A", 3900), option("B", 3100)],
  "one price, not the product's": [option("A", 4800), option("B", 4800)],
};

const combinations = Object.entries(OPTIONS).flatMap(([options, list]) =>
  Object.entries(STRIPES).flatMap(([stripe, stripePrice]) =>
    Object.entries(DISCOUNTS).map(([discount, text]) => ({
      name: `options ${options}, regular price ${stripe}, ${discount}`,
      product: product({ price: PRICE, stripePrice, discount: text, options: list }),
    })),
  ),
);

describe.each(combinations)("$name", ({ product: p }) => {
  const card = cardPrice(p);
  const opening = openingOption(p);

  it("the page opens on the price the card shows, with the same struck price and saving", () => {
    expect(optionPrice(p, opening)).toEqual({ ...card, from: false });
    if (p.options.length === 0) expect(opening).toBeNull();
    else expect(p.options).toContain(opening);
  });

  it("the card's price is one the shopper can buy, and the cheapest when it says from", () => {
    const buyable = p.options.length ? p.options.map((o) => o.value) : [p.price];
    expect(buyable).toContain(card.amount);
    if (card.from) expect(card.amount).toBe(Math.min(...buyable));
    expect(card.from).toBe(
      p.options.length > 0 &&
        !p.options.some((o) => o.value === p.price) &&
        new Set(buyable).size > 1,
    );
  });

  it("each option shows its own price; a struck price and saving only on the option at the product's price", () => {
    for (const o of p.options.length ? p.options : [null]) {
      const tag = optionPrice(p, o);
      const amount = o?.value ?? p.price;
      expect(tag.amount).toBe(amount);
      const ownsSaving = amount === p.price;
      expect(tag.was).toBe(ownsSaving && p.stripePrice > p.price ? p.stripePrice : undefined);
      expect(tag.saving).toBe(ownsSaving && p.discount ? p.discount : undefined);
      if (tag.was !== undefined) expect(tag.was).toBeGreaterThan(tag.amount);
    }
  });
});

describe("the issue's Snail Mucin", () => {
  const snail = product({
    price: 6900,
    stripePrice: 8500,
    discount: "Save 19%",
    options: [option("50 ml", 4200), option("100 ml", 6900)],
  });

  it("card: LKR 6,900, was 8,500, Save 19%; the page opens on 100 ml with the same", () => {
    expect(cardPrice(snail)).toEqual({ amount: 6900, was: 8500, saving: "Save 19%", from: false });
    expect(openingOption(snail)?.label).toBe("100 ml");
  });

  it("50 ml is LKR 4,200 with no struck price and no saving", () => {
    expect(optionPrice(snail, option("50 ml", 4200))).toEqual({ amount: 4200, from: false });
  });
});
