/**
 * The product form's own fields: name, brand, category and subcategory (only the category's,
 * "Other" last), the price (none with options), regular price and discount label (with the
 * computed "Save N%" offered), description, the owner's search keywords, weight (the subcategory's default shown), the four
 * flags and the optional Sinhala and Tamil texts.
 */
import { CheckboxField, FormField, SelectField, TextAreaField } from "../../components/form-field";
import type { Category, Subcategory } from "../../lib/types";
import { sortSubcategories } from "../../shared/catalogue";
import { formatLkr } from "../../shared/money";
import { MAX_SIZE_NOTE, regularPriceNote, savingLabel } from "../../shared/product-form";
import { MAX_KEYWORDS_LENGTH } from "../../shared/search-synonyms";
import { type DraftErrors, type ProductDraft, readAmount } from "./product-draft";

type Set = (change: Partial<ProductDraft>) => void;
type TextKey = {
  [K in keyof ProductDraft]: ProductDraft[K] extends string ? K : never;
}[keyof ProductDraft];

const FLAGS = [
  { field: "outOfStock", label: "Out of stock" },
  { field: "hidden", label: "Hidden (kept, but not listed, found or sold)" },
  { field: "isInHome", label: "On the home page" },
  { field: "isBestSeller", label: "Best seller" },
] as const;

export function ProductFields({
  draft,
  errors,
  categories,
  subcategories,
  set,
}: {
  draft: ProductDraft;
  errors: DraftErrors;
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
  set: Set;
}) {
  const text = (name: TextKey, label: string, extra: Record<string, unknown> = {}) => (
    <FormField
      label={label}
      value={draft[name]}
      error={errors[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      {...extra}
    />
  );
  const ownSubs = sortSubcategories(
    subcategories.filter((s) => s.parentCategoryId === draft.category),
  );
  const sub = ownSubs.find((s) => s.id === draft.subcategory);
  const hasOptions = draft.options.length > 0;
  const price = readAmount(hasOptions ? (draft.options[0]?.price ?? "") : draft.price);
  const regular = readAmount(draft.stripePrice);
  const saving = savingLabel(price, regular);
  const categoryName = (id: string) => categories.find((c) => c.id === id)?.name ?? id;
  const subName = (id: string) => ownSubs.find((s) => s.id === id)?.name ?? id;
  return (
    <>
      <fieldset className="admin-panel">
        <legend>Product</legend>
        {text("name", "Name", { maxLength: 200, autoComplete: "off" })}
        {text("brand", "Brand", { maxLength: 100, autoComplete: "off" })}
        <SelectField
          label="Category"
          value={draft.category}
          error={errors.category}
          options={categories.map((c) => c.id)}
          optionLabel={categoryName}
          placeholder="Choose a category"
          onChange={(event) => set({ category: event.target.value, subcategory: "" })}
        />
        <SelectField
          label="Subcategory"
          value={draft.subcategory}
          error={errors.subcategory}
          options={ownSubs.map((s) => s.id)}
          optionLabel={subName}
          placeholder={draft.category ? "Choose a subcategory" : "Choose a category first"}
          disabled={!draft.category}
          onChange={(event) => set({ subcategory: event.target.value })}
        />
        <TextAreaField
          label="Description"
          value={draft.description}
          error={errors.description}
          rows={4}
          onChange={(event) => set({ description: event.target.value })}
        />
        {text("sizeNote", "Size note", {
          optional: true,
          maxLength: MAX_SIZE_NOTE,
          hint: "Shown beside the options, e.g. “Runs small: choose one size up.”",
        })}
        {text("keywords", "Keywords", {
          optional: true,
          maxLength: MAX_KEYWORDS_LENGTH,
          autoComplete: "off",
          hint: "Other words shoppers may search for it by, in any language, separated by commas: sun block, ලිප්ස්ටික්, பை.",
        })}
        {text("weightGrams", "Weight (g)", {
          inputMode: "numeric",
          placeholder: sub?.defaultWeightGrams ? String(sub.defaultWeightGrams) : "",
          hint: sub?.defaultWeightGrams
            ? `Empty: ${sub.defaultWeightGrams} g, the subcategory's default (for the delivery fee).`
            : "Empty: 500 g (for the delivery fee).",
        })}
      </fieldset>
      <fieldset className="admin-panel">
        <legend>Price</legend>
        {hasOptions ? (
          <p className="admin-note product-form__price-note">
            Priced by its options: the shop opens on the first,{" "}
            {price > 0 ? formatLkr(price) : "once it has a price"}.
          </p>
        ) : (
          text("price", "Price (LKR)", { inputMode: "numeric" })
        )}
        {text("stripePrice", "Regular price (LKR)", {
          inputMode: "numeric",
          optional: true,
          hint: regularPriceNote(price, regular) || "Shown struck through beside the price.",
        })}
        {text("discount", "Discount label", {
          optional: true,
          maxLength: 100,
          placeholder: saving,
        })}
        {saving && draft.discount !== saving && (
          <button type="button" className="link-button" onClick={() => set({ discount: saving })}>
            Use “{saving}”
          </button>
        )}
      </fieldset>
      <fieldset className="admin-panel product-form__flags">
        <legend>Shown in the shop</legend>
        {FLAGS.map((flag) => (
          <CheckboxField
            key={flag.field}
            name={flag.field}
            label={flag.label}
            checked={draft[flag.field]}
            onChange={(checked) => set({ [flag.field]: checked })}
          />
        ))}
      </fieldset>
      <details className="admin-panel product-form__languages" open={hasTranslation(draft)}>
        <summary>Sinhala and Tamil (optional)</summary>
        <p className="admin-note">Shown to shoppers reading the shop in that language.</p>
        {text("nameSi", "Sinhala name", { optional: true, lang: "si", maxLength: 200 })}
        <TextAreaField
          label="Sinhala description"
          optional
          lang="si"
          rows={3}
          value={draft.descriptionSi}
          error={errors.descriptionSi}
          onChange={(event) => set({ descriptionSi: event.target.value })}
        />
        {text("sizeNoteSi", "Sinhala size note", {
          optional: true,
          lang: "si",
          maxLength: MAX_SIZE_NOTE,
        })}
        {text("nameTa", "Tamil name", { optional: true, lang: "ta", maxLength: 200 })}
        <TextAreaField
          label="Tamil description"
          optional
          lang="ta"
          rows={3}
          value={draft.descriptionTa}
          error={errors.descriptionTa}
          onChange={(event) => set({ descriptionTa: event.target.value })}
        />
        {text("sizeNoteTa", "Tamil size note", {
          optional: true,
          lang: "ta",
          maxLength: MAX_SIZE_NOTE,
        })}
      </details>
    </>
  );
}

const hasTranslation = (d: ProductDraft) =>
  Boolean(
    d.nameSi || d.nameTa || d.descriptionSi || d.descriptionTa || d.sizeNoteSi || d.sizeNoteTa,
  );
