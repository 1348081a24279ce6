/**
 * A product as the owner saves it, one copy for /admin's product form and the server
 * (pb_hooks/products.pb.js refuses a save from anywhere, the dashboard included, with these
 * messages). A product with options is priced by its options only: its `price` names the option
 * the shop opens on and that its regular price and discount label are for
 * (src/shared/product-price.ts). The form sends its first option's; a price that is none of the
 * options' (an old save, a script) becomes the first option's, so no price can be saved that the
 * shop does not sell at.
 */
import * as v from "valibot";
import { groupDigits } from "./money";
import { MAX_KEYWORDS_LENGTH } from "./search-synonyms";
import { linesText, lineText } from "./text";

export const MAX_OPTIONS = 30;
export const MAX_PRICE_LKR = 10_000_000;
export const MAX_WEIGHT_GRAMS = 100_000;
export const MAX_PHOTOS = 8;
export const MAX_SIZE_NOTE = 200;

const line = (label: string, max: number) =>
  v.pipe(lineText(), v.maxLength(max, `${label} must be at most ${max} characters.`));
const lines = (label: string, max: number) =>
  v.pipe(linesText(), v.maxLength(max, `${label} must be at most ${max} characters.`));

/** Whole rupees, 0 to the limit; `label` names the field in the message. */
const rupees = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number, in LKR.`),
    v.integer(`${label} is in whole rupees, without cents.`),
    v.minValue(0, `${label} cannot be below 0.`),
    v.maxValue(MAX_PRICE_LKR, `${label} must be at most LKR ${groupDigits(MAX_PRICE_LKR)}.`),
  );

const optionSchema = v.object({
  label: v.pipe(
    line("An option's name", 60),
    v.nonEmpty("Every option needs its name (Option), or remove the row."),
  ),
  value: v.pipe(
    rupees("Option price"),
    v.minValue(1, "Every option needs a price above 0 (Option price)."),
  ),
});
export type ProductOptionInput = v.InferInput<typeof optionSchema>;

/** The price a product with `options` has: `price` when one of them sells at it, else the first's. */
export function optionsPrice(price: number, options: readonly { value: number }[]): number {
  const first = options[0];
  if (!first || options.some((o) => o.value === price)) return price;
  return first.value;
}

const labelsDiffer = (options: v.InferOutput<typeof optionSchema>[]) =>
  new Set(options.map((o) => o.label.toLowerCase())).size === options.length;

const productObject = v.object({
  name: v.pipe(line("Name", 200), v.nonEmpty("Name is required.")),
  brand: line("Brand", 100),
  category: v.pipe(v.string(), v.nonEmpty("Choose a category.")),
  subcategory: v.pipe(v.string(), v.nonEmpty("Choose a subcategory.")),
  /** ignored with options (their first option's price is taken) */
  price: rupees("Price"),
  /** the regular price, struck through; 0 = none */
  stripePrice: rupees("Regular price"),
  discount: line("Discount label", 100),
  description: lines("Description", 10000),
  /** 0 = the subcategory's default weight */
  weightGrams: v.pipe(
    v.number("Weight must be a number of grams."),
    v.integer("Weight is in whole grams."),
    v.minValue(0, "Weight cannot be below 0."),
    v.maxValue(MAX_WEIGHT_GRAMS, "Weight must be at most 100,000 g (100 kg)."),
  ),
  options: v.pipe(
    v.array(optionSchema),
    v.maxLength(MAX_OPTIONS, `A product has at most ${MAX_OPTIONS} options.`),
    v.check(labelsDiffer, "Two options have the same name: give each its own."),
  ),
  outOfStock: v.boolean(),
  hidden: v.boolean(),
  isInHome: v.boolean(),
  isBestSeller: v.boolean(),
  nameSi: line("Sinhala name", 200),
  nameTa: line("Tamil name", 200),
  descriptionSi: lines("Sinhala description", 10000),
  descriptionTa: lines("Tamil description", 10000),
  /** a line beside the options ("Runs small: choose one size up."); "" = none */
  sizeNote: line("Size note", MAX_SIZE_NOTE),
  sizeNoteSi: line("Sinhala size note", MAX_SIZE_NOTE),
  sizeNoteTa: line("Tamil size note", MAX_SIZE_NOTE),
  /** the owner's search words, any language, commas between (docs/decisions/0160-search-words.md) */
  keywords: line("Keywords", MAX_KEYWORDS_LENGTH),
});

export const productFormSchema = v.pipe(
  productObject,
  v.forward(
    v.check(
      (p) => p.options.length > 0 || p.price > 0,
      "Enter a price above 0, in LKR (or add options with their prices).",
    ),
    ["price"],
  ),
  v.transform((p) => ({ ...p, price: optionsPrice(p.price, p.options) })),
);

/** The form's note under Regular price when the shop will not show it; "" when it will. */
export function regularPriceNote(price: number, regularPrice: number): string {
  if (regularPrice === 0 || regularPrice > price) return "";
  return "Not shown in the shop: a regular price must be above the price.";
}

export type ProductFormInput = v.InferInput<typeof productFormSchema>;
export type ProductFormValues = v.InferOutput<typeof productFormSchema>;
export type ProductFormField = keyof ProductFormInput;

/** A new product before the owner types anything. */
export const EMPTY_PRODUCT: ProductFormInput = {
  name: "",
  brand: "",
  category: "",
  subcategory: "",
  price: 0,
  stripePrice: 0,
  discount: "",
  description: "",
  weightGrams: 0,
  options: [],
  outOfStock: false,
  hidden: false,
  isInHome: false,
  isBestSeller: false,
  nameSi: "",
  nameTa: "",
  descriptionSi: "",
  descriptionTa: "",
  sizeNote: "",
  sizeNoteSi: "",
  sizeNoteTa: "",
  keywords: "",
};

/** The fields a save sends and the server checks (every field of the form). */
export const PRODUCT_FORM_FIELDS = Object.keys(productObject.entries) as ProductFormField[];

/** "Save 18%" for a price against its regular price; "" when nothing is saved. */
export function savingLabel(price: number, regularPrice: number): string {
  if (!(price > 0) || !(regularPrice > price)) return "";
  const percent = Math.round((1 - price / regularPrice) * 100);
  return percent > 0 ? `Save ${percent}%` : "";
}

/** What the admin list shows: "LKR 4,850", or "from LKR 4,200" when options differ. */
export function listPrice(
  product: { price: number; options: readonly { value: number }[] },
  format: (amount: number) => string,
): string {
  if (product.options.length === 0) return format(product.price);
  const values = product.options.map((o) => o.value);
  const lowest = Math.min(...values);
  return values.some((value) => value !== lowest) ? `from ${format(lowest)}` : format(lowest);
}
