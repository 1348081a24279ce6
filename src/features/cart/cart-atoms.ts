/**
 * The cart lives on the device, in local storage under the key `cart`
 * (docs/decisions/0035-cart-kept-on-the-device.md): it survives reloads, offline use and closing
 * the installed app, and every open tab follows it (jotai listens to the storage event). A
 * successful order clears it.
 */
import { atom, useAtomValue } from "jotai";
import type { Product, ProductOption } from "../../lib/types";
import { useCartCatalogue } from "../../offline/catalogue-hooks";
import { deviceAtom } from "../../state/device-atom";
import {
  addToCart,
  type CartItem,
  type CartReview,
  itemCount,
  restoreLines,
  reviewCart,
  setQuantity,
} from "./cart-logic";

/** The cart; every change is written to local storage at once (src/state/device-atom.ts). */
export const cartAtom = deviceAtom<CartItem[]>("cart", []);

export const cartCountAtom = atom((get) => itemCount(get(cartAtom)));

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

/** The cart checked against the device's live catalogue: today's prices, unavailable lines. */
export function useCartReview(): CartReview {
  const items = useAtomValue(cartAtom);
  const catalogue = useCartCatalogue(items.map((item) => item.product.id));
  return reviewCart(items, catalogue);
}

/** Puts removed lines back (the Undo in the toast after removing a line or clearing). */
export const restoreLinesAtom = atom(
  null,
  (get, set, args: { before: CartItem[]; removed: string[] }) =>
    set(cartAtom, restoreLines(get(cartAtom), args.before, args.removed)),
);
