/**
 * What a product's price says, on its card and on its page, so the two always agree.
 *
 * The product's `stripePrice` (struck through) and `discount` (the saving label) are the regular
 * price and the saving of its `price`. A product with options is priced by the chosen option:
 * the saving belongs only to the option priced at `price` (the headline option), since nothing
 * says what the others saved. So the card shows the headline option's price with its saving and
 * the page opens on that option; choosing another shows its own price alone. Options none of
 * which is priced at `price` have no saving to show: the card says "from" the cheapest, and the
 * page opens on it.
 */
import * as v from "valibot";

/** One of a product's options: its label and its price in LKR (products.options). */
export const productOptionSchema = v.object({ label: v.string(), value: v.number() });
export type ProductOption = v.InferOutput<typeof productOptionSchema>;

/** What a price needs of a product (the server's drawn cards pass just these). */
export interface Priced {
  price: number;
  stripePrice: number;
  discount: string;
  options: readonly ProductOption[];
}

export interface PriceTag {
  /** what the shopper pays */
  amount: number;
  /** the regular price, struck through: only above `amount` */
  was?: number;
  /** the saving label (the product's `discount` text) */
  saving?: string;
  /** the cheapest of several prices ("from LKR 4,200") */
  from: boolean;
}

/** The option priced at the product's own price, which its regular price and saving are for. */
export function headlineOption(product: Priced): ProductOption | undefined {
  return product.options.find((o) => o.value === product.price);
}

/** The option the product page opens on: the card's (headline), else the cheapest; null without options. */
export function openingOption(product: Priced): ProductOption | null {
  const headline = headlineOption(product);
  if (headline) return headline;
  let cheapest: ProductOption | null = null;
  for (const o of product.options) if (!cheapest || o.value < cheapest.value) cheapest = o;
  return cheapest;
}

/** The product's own price with its regular price and saving. */
function ownPrice(product: Priced): PriceTag {
  return {
    amount: product.price,
    ...(product.stripePrice > product.price ? { was: product.stripePrice } : {}),
    ...(product.discount ? { saving: product.discount } : {}),
    from: false,
  };
}

/**
 * The price on the page with `option` chosen (null: a product without options): the option's
 * own price, with the regular price and saving only for the headline option.
 */
export function optionPrice(product: Priced, option: ProductOption | null): PriceTag {
  if (!option || option.value === product.price) return ownPrice(product);
  return { amount: option.value, from: false };
}

/** The price on the product's card: what its page opens on ("from" when no option is the headline). */
export function cardPrice(product: Priced): PriceTag {
  if (product.options.length === 0 || headlineOption(product)) return ownPrice(product);
  const cheapest = openingOption(product);
  const varies = product.options.some((o) => o.value !== cheapest?.value);
  return { amount: cheapest?.value ?? product.price, from: varies };
}
