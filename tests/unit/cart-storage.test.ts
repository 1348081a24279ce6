import { createStore } from "jotai";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { reviewCart } from "../../src/features/cart/cart-logic";
import type { Product } from "../../src/lib/types";

// The cart atoms read localStorage when first used; Node has none, so give it a tiny one.
const memory = new Map<string, string>();
beforeAll(() => {
  globalThis.localStorage = {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, val: string) => void memory.set(k, val),
    removeItem: (k: string) => void memory.delete(k),
    clear: () => memory.clear(),
    key: () => null,
    get length() {
      return memory.size;
    },
  } as Storage;
});

const product = { id: "p1", name: "Tote", price: 3000, options: [], outOfStock: false } as never;

afterEach(() => vi.restoreAllMocks());

describe("the device cart", () => {
  it("is empty on a first visit, read without parsing what is not there", async () => {
    // jotai's JSON storage parses "" for a missing key and catches the SyntaxError; under
    // DevTools or Lighthouse every thrown error records its stack (src/state/device-atom.ts)
    memory.clear();
    const parse = vi.spyOn(JSON, "parse");
    const atoms = await import("../../src/features/cart/cart-atoms");
    const store = createStore();
    expect(store.get(atoms.cartCountAtom)).toBe(0);
    store.sub(atoms.cartAtom, () => {});
    expect(store.get(atoms.cartAtom)).toEqual([]);
    expect(parse).not.toHaveBeenCalled();
  });

  it("is kept in local storage under the key cart, and clearing empties it", async () => {
    const atoms = await import("../../src/features/cart/cart-atoms");
    const store = createStore();
    store.set(atoms.addToCartAtom, { product: product as Product, option: null, quantity: 2 });
    expect(store.get(atoms.cartCountAtom)).toBe(2);
    // what the cart and checkout screens show (useCartReview) before the catalogue is read
    expect(reviewCart(store.get(atoms.cartAtom), undefined).subtotal).toBe(6000);
    expect(JSON.parse(memory.get("cart") ?? "[]")).toHaveLength(1);

    store.set(atoms.clearCartAtom);
    expect(store.get(atoms.cartCountAtom)).toBe(0);
    expect(JSON.parse(memory.get("cart") ?? "null")).toEqual([]);
  });
});
