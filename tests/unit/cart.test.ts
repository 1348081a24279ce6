import { describe, expect, it } from "vitest";
import {
  addButtonState,
  addButtonTitle,
  addToCart,
  type CartItem,
  itemCount,
  reviewCart,
  roomFor,
  setQuantity,
  toOrderLines,
} from "../../src/features/cart/cart-logic";
import type { Product } from "../../src/lib/types";
import { product as baseProduct } from "./fixtures";

const product = (fields: Partial<Product> = {}) =>
  baseProduct({
    name: "Snail Mucin Essence",
    brand: "COSRX",
    categoryName: "Skin Care",
    price: 4500,
    stripePrice: 5200,
    ...fields,
  });

const small = { label: "Small", value: 2000 };
const large = { label: "Large", value: 3500 };
const sized = product({ id: "p2", price: 1000, options: [small, large] });

describe("adding to the cart", () => {
  it("adds a new line with the product price as unit price", () => {
    const { items, added } = addToCart([], product(), null, 2);
    expect(added).toBe(2);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ quantity: 2, price: 4500, selectedOption: null });
  });

  it("uses the option's value as unit price when an option is chosen", () => {
    const { items } = addToCart([], sized, large, 1);
    expect(items[0]?.price).toBe(3500);
  });

  it("merges the same product and option into one line", () => {
    const first = addToCart([], sized, small, 1).items;
    const { items } = addToCart(first, sized, small, 2);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(3);
  });

  it("keeps two options of one product as two lines", () => {
    const first = addToCart([], sized, small, 1).items;
    const { items } = addToCart(first, sized, large, 1);
    expect(items).toHaveLength(2);
  });

  it("adds only the part that still fits under 5", () => {
    const first = addToCart([], product(), null, 3).items;
    const { items, added } = addToCart(first, product(), null, 4);
    expect(added).toBe(2);
    expect(items[0]?.quantity).toBe(5);
  });

  it("adds nothing when the line already holds 5", () => {
    const full = addToCart([], product(), null, 5).items;
    const { items, added } = addToCart(full, product(), null, 1);
    expect(added).toBe(0);
    expect(items[0]?.quantity).toBe(5);
  });

  it("never adds more than 5 in one go", () => {
    const { added } = addToCart([], product(), null, 9);
    expect(added).toBe(5);
  });

  it("adds nothing for an out-of-stock product", () => {
    const { items, added } = addToCart([], product({ outOfStock: true }), null, 1);
    expect(added).toBe(0);
    expect(items).toEqual([]);
  });

  it("adds nothing for a quantity of zero, a negative one or not a number", () => {
    expect(addToCart([], product(), null, 0).added).toBe(0);
    expect(addToCart([], product(), null, -2).added).toBe(0);
    expect(addToCart([], product(), null, Number.NaN).added).toBe(0);
  });
});

describe("the add button", () => {
  it("says Add to Cart while there is room", () => {
    expect(addButtonTitle(addButtonState([], product(), null))).toBe("Add to Cart");
  });
  it("says Out of Stock for an out-of-stock product", () => {
    const state = addButtonState([], product({ outOfStock: true }), null);
    expect(addButtonTitle(state)).toBe("Out of Stock");
  });
  it("says Max 5 reached at 5 of that product and option only", () => {
    const items = addToCart([], sized, small, 5).items;
    expect(addButtonTitle(addButtonState(items, sized, small))).toBe("Max 5 reached");
    expect(addButtonState(items, sized, large)).toBe("add");
    expect(roomFor(items, sized.id, large)).toBe(5);
  });
});

describe("changing quantities on the cart screen", () => {
  const cart = (): CartItem[] => addToCart([], product(), null, 2).items;

  it("sets a new quantity", () => {
    const key = cart()[0]?.key ?? "";
    expect(setQuantity(cart(), key, 4)[0]?.quantity).toBe(4);
  });
  it("removes the line at zero or less", () => {
    const key = cart()[0]?.key ?? "";
    expect(setQuantity(cart(), key, 0)).toEqual([]);
    expect(setQuantity(cart(), key, -1)).toEqual([]);
  });
  it("caps at 5", () => {
    const key = cart()[0]?.key ?? "";
    expect(setQuantity(cart(), key, 8)[0]?.quantity).toBe(5);
  });
});

describe("totals and order lines", () => {
  const items = [
    ...addToCart([], product(), null, 2).items,
    ...addToCart([], sized, large, 1).items,
  ];
  it("counts units and adds up unit price times quantity", () => {
    expect(itemCount(items)).toBe(3);
    expect(reviewCart(items, undefined).subtotal).toBe(2 * 4500 + 3500);
  });
  it("an empty cart counts 0 and costs 0", () => {
    expect(itemCount([])).toBe(0);
    expect(reviewCart([], undefined).subtotal).toBe(0);
    expect(reviewCart([], { products: new Map(), hidden: new Set() }).subtotal).toBe(0);
  });
  it("sends only product, option label and quantity to the server", () => {
    expect(toOrderLines(items)).toEqual([
      { product: "p1", option: null, quantity: 2 },
      { product: "p2", option: "Large", quantity: 1 },
    ]);
  });
});

describe("the cart against the device's catalogue", () => {
  const bag = product({ id: "bag", price: 1150 });
  const sized = product({
    id: "sized",
    price: 1000,
    options: [
      { label: "Small", value: 2000 },
      { label: "Large", value: 3500 },
    ],
  });
  const cart = [
    ...addToCart([], bag, null, 2).items,
    ...addToCart([], sized, { label: "Large", value: 3500 }, 1).items,
  ];
  const catalogue = (...products: Product[]) => ({
    products: new Map(products.map((p) => [p.id, p])),
    hidden: new Set<string>(),
  });

  it("prices every line at today's price and says which prices changed", () => {
    const review = reviewCart(cart, catalogue({ ...bag, price: 1450 }, sized));
    expect(review.lines.map((l) => [l.price, l.was])).toEqual([
      [1450, 1150],
      [3500, undefined],
    ]);
    expect(review.subtotal).toBe(2 * 1450 + 3500);
    expect(review.blocked).toBe(false);
  });

  it("marks removed, out-of-stock, hidden and option-less lines and blocks the order", () => {
    const gone = reviewCart(cart, catalogue(sized));
    expect(gone.lines[0]?.problem).toBe("unavailable");
    expect(gone.blocked).toBe(true);
    expect(gone.subtotal).toBe(3500);

    const soldOut = reviewCart(cart, catalogue({ ...bag, outOfStock: true }, sized));
    expect(soldOut.lines[0]?.problem).toBe("out-of-stock");

    const optionDropped = reviewCart(cart, catalogue(bag, { ...sized, options: [] }));
    expect(optionDropped.lines[1]?.problem).toBe("unavailable");

    const hidden = reviewCart(cart, { ...catalogue(bag, sized), hidden: new Set(["bag"]) });
    expect(hidden.lines[0]?.problem).toBe("unavailable");
  });

  it("keeps the cart's own prices on a device that has no catalogue yet", () => {
    const review = reviewCart(cart, undefined);
    expect(review.subtotal).toBe(2 * 1150 + 3500);
    expect(review.blocked).toBe(false);
  });
});
