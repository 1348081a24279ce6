/**
 * Pure cart rules. No React, no storage: the atoms in cart-atoms.ts
 * apply these to the session cart.
 */
import { m, t } from "../../lib/i18n/i18n";
import type { Product, ProductOption } from "../../lib/types";
import type { CartCatalogue } from "../../offline/catalogue-hooks";
import { MAX_UNITS_PER_LINE } from "../../shared/orders";

export interface CartItem {
  /** product id + option label: two options of one product are two lines */
  key: string;
  product: Product;
  selectedOption: ProductOption | null;
  quantity: number;
  /** unit price: the option's value when an option is chosen, else the product price */
  price: number;
}

export function lineKey(productId: string, option: ProductOption | null): string {
  return option ? `${productId}::${option.label}` : productId;
}

export function unitPrice(product: Product, option: ProductOption | null): number {
  return option ? option.value : product.price;
}

export function quantityInCart(
  items: readonly CartItem[],
  productId: string,
  option: ProductOption | null,
): number {
  const key = lineKey(productId, option);
  return items.find((item) => item.key === key)?.quantity ?? 0;
}

/** How many more units of this product and option still fit under the limit. */
export function roomFor(
  items: readonly CartItem[],
  productId: string,
  option: ProductOption | null,
): number {
  return Math.max(0, MAX_UNITS_PER_LINE - quantityInCart(items, productId, option));
}

/** The warning at the cart's per-line limit, in the shopper's language. */
export function maxWarning(): string {
  return t("Maximum {max} items allowed", { max: MAX_UNITS_PER_LINE });
}

/**
 * What the add toast says: the product and how many are now in the cart, or how many were
 * added and why when the limit cut the add short.
 */
export function addedMessage(name: string, wanted: number, added: number, inCart: number): string {
  if (added === 0) return maxWarning();
  if (added < wanted) {
    return t("Added {added}: maximum {max} of this item", { added, max: MAX_UNITS_PER_LINE });
  }
  return t("{name} added to cart ({inCart} in cart)", { name, inCart });
}

export type AddButtonState = "add" | "out-of-stock" | "max-reached";

export function addButtonState(
  items: readonly CartItem[],
  product: Product,
  option: ProductOption | null,
): AddButtonState {
  if (product.outOfStock) return "out-of-stock";
  if (roomFor(items, product.id, option) === 0) return "max-reached";
  return "add";
}

const ADD_BUTTON_TITLE: Record<AddButtonState, string> = {
  add: m("Add to Cart"),
  "out-of-stock": m("Out of Stock"),
  "max-reached": m("Max {max} reached"),
};

/** What the add button says in `state`, in the shopper's language. */
export function addButtonTitle(state: AddButtonState): string {
  return t(ADD_BUTTON_TITLE[state], { max: MAX_UNITS_PER_LINE });
}

/**
 * Adds up to `quantity` units, only the part that still fits under the limit.
 * Same product and option merges into the existing line. Returns the new list and how many
 * units were actually added (0 when nothing fits or the product is out of stock).
 */
export function addToCart(
  items: readonly CartItem[],
  product: Product,
  option: ProductOption | null,
  quantity = 1,
): { items: CartItem[]; added: number } {
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  const added = product.outOfStock
    ? 0
    : Math.min(Math.max(wanted, 0), roomFor(items, product.id, option));
  if (added === 0) return { items: [...items], added: 0 };
  const key = lineKey(product.id, option);
  const existing = items.find((item) => item.key === key);
  if (existing) {
    return {
      items: items.map((item) =>
        item.key === key ? { ...item, quantity: item.quantity + added } : item,
      ),
      added,
    };
  }
  const line: CartItem = {
    key,
    product,
    selectedOption: option,
    quantity: added,
    price: unitPrice(product, option),
  };
  return { items: [...items, line], added };
}

/** Sets a line's quantity; zero or less removes it; above the limit is capped at the limit. */
export function setQuantity(items: readonly CartItem[], key: string, quantity: number): CartItem[] {
  if (!(quantity > 0)) return items.filter((item) => item.key !== key);
  const capped = Math.min(Math.floor(quantity), MAX_UNITS_PER_LINE);
  return items.map((item) => (item.key === key ? { ...item, quantity: capped } : item));
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The order lines the server prices itself: no client prices are sent. */
export function toOrderLines(
  items: readonly CartItem[],
): { product: string; option: string | null; quantity: number }[] {
  return items.map((item) => ({
    product: item.product.id,
    option: item.selectedOption?.label ?? null,
    quantity: item.quantity,
  }));
}

export type LineProblem = "unavailable" | "out-of-stock";

export const BLOCKED_MESSAGE = m("Remove the items marked unavailable to continue.");

export interface ReviewedLine {
  item: CartItem;
  /** the product as the device's catalogue has it now (its photo, name), when it still has it */
  current?: Product;
  /** the unit price the shop charges now */
  price: number;
  /** the unit price when the line was added, when it has changed since */
  was?: number;
  problem?: LineProblem;
}

export interface CartReview {
  lines: ReviewedLine[];
  /** the lines that can be ordered, at today's prices */
  subtotal: number;
  /** true while a line must be removed before the order can be placed */
  blocked: boolean;
}

/**
 * The cart as the server will price it: each line at its product's current price (the server
 * ignores the price stored in the cart), with lines that can no longer be ordered marked.
 * Without a catalogue on the device (never synced) the cart's own prices stand.
 */
export function reviewCart(
  items: readonly CartItem[],
  catalogue: CartCatalogue | undefined,
): CartReview {
  const lines = items.map((item): ReviewedLine => {
    if (!catalogue) return { item, price: item.price };
    const current = catalogue.products.get(item.product.id);
    const option = item.selectedOption
      ? current?.options.find((o) => o.label === item.selectedOption?.label)
      : undefined;
    const fits = current && (item.selectedOption ? option : current.options.length === 0);
    if (!current || !fits || catalogue.hidden.has(current.id)) {
      return { item, price: item.price, problem: "unavailable" };
    }
    const price = unitPrice(current, option ?? null);
    const line: ReviewedLine = { item, current, price };
    if (price !== item.price) line.was = item.price;
    if (current.outOfStock) line.problem = "out-of-stock";
    return line;
  });
  const orderable = lines.filter((line) => !line.problem);
  return {
    lines,
    subtotal: orderable.reduce((sum, line) => sum + line.price * line.item.quantity, 0),
    blocked: orderable.length !== lines.length,
  };
}

/**
 * Undo of a removal: puts the `removed` lines of `before` back in their places, keeping every
 * change made to the cart since (other lines' quantities, lines added meanwhile at the end).
 * A line that is back in the cart already is left as it is now.
 */
export function restoreLines(
  current: readonly CartItem[],
  before: readonly CartItem[],
  removed: readonly string[],
): CartItem[] {
  const now = new Map(current.map((item) => [item.key, item]));
  const restored: CartItem[] = [];
  for (const item of before) {
    const live = now.get(item.key);
    if (live) restored.push(live);
    else if (removed.includes(item.key)) restored.push(item);
  }
  const known = new Set(before.map((item) => item.key));
  return [...restored, ...current.filter((item) => !known.has(item.key))];
}
