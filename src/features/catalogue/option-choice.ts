/**
 * Which option a product page opens on, and what its add button asks before one is chosen.
 *
 * The shop takes no returns, so a choice that matters is never made for the shopper: a product
 * with two or more options opens with none chosen, and its add button asks for one. A single
 * option is no choice at all and is chosen already.
 */
import { m } from "../../lib/i18n/i18n";
import type { Product, ProductOption } from "../../lib/types";

/** A size as shops write them: "EU 41", "UK 8.5", "US 10", "S", "XL", "3XL", "Free size". */
const SIZE = /^(?:(?:EU|UK|US)\s*\d{1,2}(?:[.,]5)?|X{0,3}[SML]|X{1,3}L|[2-5]XL|free size)$/i;

/** The option chosen when the page opens: only a product's sole option. */
export function presetOption(product: Pick<Product, "options">): ProductOption | null {
  return product.options.length === 1 ? (product.options[0] ?? null) : null;
}

/**
 * What the add button says until an option is chosen: "Choose a size" when every label reads
 * as a size, else "Choose an option" (a shade, a volume, a pack). Decided by the labels alone,
 * since the owner names subcategories freely; null when nothing is left to choose.
 */
export function choicePrompt(
  product: Pick<Product, "options">,
  chosen: ProductOption | null,
): string | null {
  if (chosen || product.options.length < 2) return null;
  return product.options.every((o) => SIZE.test(o.label.trim()))
    ? m("Choose a size")
    : m("Choose an option");
}
