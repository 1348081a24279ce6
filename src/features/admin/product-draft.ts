/**
 * The product form's values as the owner types them (numbers as text), the way to the shared
 * rules (src/shared/product-form.ts) and back, and a copy kept on the device while typing, so a
 * failed save, a closed tab or a reload loses nothing that was typed (new photos excepted: they
 * are files, chosen again in a moment).
 */
import * as v from "valibot";
import type { Product } from "../../lib/types";
import {
  EMPTY_PRODUCT,
  type ProductFormValues,
  productFormSchema,
} from "../../shared/product-form";
import { headlineOption } from "../../shared/product-price";

export interface OptionRow {
  /** a stable key for React while rows move */
  key: string;
  label: string;
  price: string;
}

export interface ProductDraft {
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  price: string;
  stripePrice: string;
  discount: string;
  description: string;
  weightGrams: string;
  options: OptionRow[];
  outOfStock: boolean;
  hidden: boolean;
  isInHome: boolean;
  isBestSeller: boolean;
  nameSi: string;
  nameTa: string;
  descriptionSi: string;
  descriptionTa: string;
  sizeNote: string;
  sizeNoteSi: string;
  sizeNoteTa: string;
  keywords: string;
}

export type DraftErrors = Record<string, string>;

let rowCount = 0;
export const optionRow = (label = "", price = ""): OptionRow => ({
  key: `option-${++rowCount}`,
  label,
  price,
});

const amount = (value: number) => (value > 0 ? String(value) : "");

export const emptyDraft = (): ProductDraft => toDraft({ ...EMPTY_PRODUCT, options: [] });

/** A stored product as the form shows it; the option its regular price is for comes first. */
export function productDraft(product: Product): ProductDraft {
  const headline = headlineOption(product);
  const options = headline
    ? [headline, ...product.options.filter((o) => o !== headline)]
    : product.options;
  return toDraft({
    ...product,
    category: product.categoryId,
    subcategory: product.subcategoryId,
    options,
    nameSi: product.translations.si.name,
    descriptionSi: product.translations.si.description,
    nameTa: product.translations.ta.name,
    descriptionTa: product.translations.ta.description,
    sizeNoteSi: product.translations.si.sizeNote,
    sizeNoteTa: product.translations.ta.sizeNote,
  });
}

function toDraft(p: typeof EMPTY_PRODUCT): ProductDraft {
  return {
    ...p,
    price: amount(p.price),
    stripePrice: amount(p.stripePrice),
    weightGrams: amount(p.weightGrams),
    options: p.options.map((o) => optionRow(o.label, String(o.value))),
  };
}

/** Typed text as a number: "" is 0, "4,850" is 4850, anything else NaN (the rules name it). */
export function readAmount(text: string): number {
  const plain = text.replace(/[,\s]/g, "").replace(/^(lkr|rs\.?)/i, "");
  return plain === "" ? 0 : Number(plain);
}

/** The draft checked with the server's rules: the values to save, or each field's message. */
export function checkDraft(
  draft: ProductDraft,
): { ok: true; values: ProductFormValues } | { ok: false; errors: DraftErrors } {
  const result = v.safeParse(
    productFormSchema,
    {
      ...draft,
      price: readAmount(draft.price),
      stripePrice: readAmount(draft.stripePrice),
      weightGrams: readAmount(draft.weightGrams),
      options: draft.options.map((o) => ({ label: o.label, value: readAmount(o.price) })),
    },
    { abortPipeEarly: true },
  );
  if (result.success) return { ok: true, values: result.output };
  const errors: DraftErrors = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? ""] ??= issue.message;
  return { ok: false, errors };
}

const draftKey = (id: string | undefined) => `admin-product-draft:${id ?? "new"}`;

/** What was typed and not saved yet on this device, if anything. */
export function savedDraft(id: string | undefined): ProductDraft | undefined {
  try {
    const raw = localStorage.getItem(draftKey(id));
    return raw ? (JSON.parse(raw) as ProductDraft) : undefined;
  } catch {
    return undefined;
  }
}

export function keepDraft(id: string | undefined, draft: ProductDraft | undefined): void {
  try {
    if (draft) localStorage.setItem(draftKey(id), JSON.stringify(draft));
    else localStorage.removeItem(draftKey(id));
  } catch {
    // a full or blocked storage only loses the reload safety net, never the form itself
  }
}

/** Moves the item at `from` one place up (-1) or down (+1). */
export function moved<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}
