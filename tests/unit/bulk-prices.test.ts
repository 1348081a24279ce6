/** A price change for many products (src/shared/bulk-prices.ts): rounding, options, regular price. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  type BulkChange,
  bulkChangeSchema,
  changedPrice,
  previewChange,
} from "../../src/shared/bulk-prices";

const change = (over: Partial<BulkChange> = {}): BulkChange => ({
  brand: "Acme",
  category: "",
  kind: "percent",
  amount: 10,
  rounding: 10,
  ...over,
});

describe("bulk price change", () => {
  it("rounds each new price to the nearest 10, 50 or 100", () => {
    expect(changedPrice(1234, change())).toBe(1360); // 1357.4
    expect(changedPrice(1234, change({ rounding: 50 }))).toBe(1350);
    expect(changedPrice(1234, change({ rounding: 100 }))).toBe(1400);
    expect(changedPrice(4850, change({ kind: "amount", amount: -300, rounding: 100 }))).toBe(4600);
  });

  it("changes every option's price, and leaves a price of 0 alone", () => {
    const preview = previewChange(
      [
        {
          id: "p1",
          name: "Serum",
          price: 0,
          stripePrice: 0,
          options: [
            { label: "50 ml", value: 4200 },
            { label: "100 ml", value: 6900 },
          ],
        },
      ],
      change(),
    );
    expect(preview.ok && preview.rows[0]?.after).toEqual({
      price: 0,
      stripePrice: 0,
      options: [
        { label: "50 ml", value: 4620 },
        { label: "100 ml", value: 7590 },
      ],
    });
  });

  it("moves the regular price with the price, and clears it when it is no longer above", () => {
    const product = { id: "p", name: "Bag", price: 5000, stripePrice: 6000, options: [] };
    const up = previewChange([product], change());
    expect(up.ok && up.rows[0]?.after).toMatchObject({ price: 5500, stripePrice: 6600 });
    const close = { ...product, stripePrice: 5020 };
    const rounded = previewChange([close], change({ rounding: 100 }));
    expect(rounded.ok && rounded.rows[0]?.after.stripePrice).toBe(0);
  });

  it("refuses a change that brings a price to 0, naming the product", () => {
    const preview = previewChange(
      [{ id: "p", name: "Sticker", price: 40, stripePrice: 0, options: [] }],
      change({ kind: "amount", amount: -50 }),
    );
    expect(preview).toEqual({
      ok: false,
      message: "Sticker would cost LKR 0 or less: change less.",
    });
  });

  it("needs a brand or a category, and a sensible change", () => {
    const issues = (input: object) =>
      v.safeParse(bulkChangeSchema, { ...change(), ...input }).issues?.map((i) => i.message);
    expect(issues({ brand: "" })).toEqual(["Choose a brand, a category or both."]);
    expect(issues({ amount: -100 })).toEqual([
      "A change in percent must be above -100 and at most 200.",
    ]);
    expect(issues({ amount: 0 })).toEqual(["Write a change other than 0."]);
    expect(issues({})).toBeUndefined();
  });
});
