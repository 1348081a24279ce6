/**
 * The cart lives in session storage under the key `cart` (spec section 4): it survives reloads
 * and offline use within the tab, and is gone when the browser session ends.
 */
import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import type { Product, ProductOption } from "../../lib/types";
import { addToCart, type CartItem, itemCount, setQuantity, subtotal } from "./cart-logic";

const sessionJson = createJSONStorage<CartItem[]>(() => sessionStorage);

export const cartAtom = atomWithStorage<CartItem[]>("cart", [], sessionJson, { getOnInit: true });

export const cartCountAtom = atom((get) => itemCount(get(cartAtom)));
export const cartSubtotalAtom = atom((get) => subtotal(get(cartAtom)));

/** Adds what fits; resolves to the number of units added. */
export const addToCartAtom = atom(
  null,
  (
    get,
    set,
    args: { product: Product; option: ProductOption | null; quantity?: number },
  ): number => {
    const result = addToCart(get(cartAtom), args.product, args.option, args.quantity ?? 1);
    if (result.added > 0) set(cartAtom, result.items);
    return result.added;
  },
);

export const setCartQuantityAtom = atom(null, (get, set, args: { key: string; quantity: number }) =>
  set(cartAtom, setQuantity(get(cartAtom), args.key, args.quantity)),
);

export const clearCartAtom = atom(null, (_get, set) => set(cartAtom, []));
