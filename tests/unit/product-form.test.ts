import * as v from "valibot";
import { describe, expect, it } from "vitest";
import seed from "../../seed/catalogue.json";
import { formatLkr } from "../../src/shared/money";
import {
  EMPTY_PRODUCT,
  listPrice,
  productFormSchema,
  regularPriceNote,
  savingLabel,
} from "../../src/shared/product-form";

const base = {
  ...EMPTY_PRODUCT,
  name: "Rose Toner",
  category: "c1",
  subcategory: "s1",
  price: 2500,
};

const messages = (input: typeof base) =>
  (v.safeParse(productFormSchema, input, { abortPipeEarly: true }).issues ?? []).map((issue) => [
    v.getDotPath(issue),
    issue.message,
  ]);

describe("the product form's rules", () => {
  it("take the first option's price for a product with options", () => {
    const options = [
      { label: "150 ml", value: 4850 },
      { label: "200 ml", value: 5950 },
    ];
    const out = v.parse(productFormSchema, { ...base, price: 6200, options });
    expect(out.price).toBe(4850);
    // the option the regular price is for (the demo's "100 ml" at 6,900) stays the price
    expect(v.parse(productFormSchema, { ...base, price: 5950, options }).price).toBe(5950);
  });

  it("say in words what is wrong, beside each field", () => {
    expect(messages({ ...base, name: " ", price: Number.NaN, weightGrams: 1.5 })).toEqual([
      ["name", "Name is required."],
      ["price", "Price must be a number, in LKR."],
      ["weightGrams", "Weight is in whole grams."],
    ]);
    expect(messages({ ...base, options: [{ label: "", value: 0 }] })).toEqual([
      ["options.0.label", "Every option needs its name (Option), or remove the row."],
      ["options.0.value", "Every option needs a price above 0 (Option price)."],
    ]);
    expect(messages({ ...base, price: 0 })).toEqual([
      ["price", "Enter a price above 0, in LKR (or add options with their prices)."],
    ]);
  });

  it("accept every product of the demo catalogue", () => {
    for (const p of seed.products) {
      // as the server reads a record: an empty JSON field is no options
      const input = { ...base, ...p, options: p.options ?? [], weightGrams: 0 };
      const result = v.safeParse(productFormSchema, input);
      expect(result.issues?.[0]?.message, p.name).toBeUndefined();
    }
  });

  it("offer the saving, say when a regular price is not shown, and price the list", () => {
    expect(savingLabel(4850, 5900)).toBe("Save 18%");
    expect(savingLabel(5900, 5900)).toBe("");
    expect(regularPriceNote(5900, 5000)).toMatch(/must be above the price/);
    expect(regularPriceNote(4850, 5900)).toBe("");
    const options = [
      { label: "50 ml", value: 4200 },
      { label: "100 ml", value: 6900 },
    ];
    expect(listPrice({ price: 6900, options }, formatLkr)).toBe("from LKR 4,200");
    expect(listPrice({ price: 1500, options: [] }, formatLkr)).toBe("LKR 1,500");
  });
});
