import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { productsSearchSchema } from "../../src/features/catalogue/products-view";
import { searchScreenSchema } from "../../src/features/catalogue/search-params";
import { brandsIn, refineProducts } from "../../src/lib/refine-products";
import { product } from "./fixtures";

const list = [
  product({ id: "a", brand: "Nordfjell", price: 3000, created: "2026-01-02 10:00:00.000Z" }),
  product({ id: "b", brand: "Anessa", price: 1500, created: "2026-03-01 10:00:00.000Z" }),
  product({ id: "c", brand: "Nordfjell", price: 1500, created: "2025-12-31 10:00:00.000Z" }),
  product({ id: "d", brand: "", price: 9000, created: "" }),
];
const ids = (products: { id: string }[]) => products.map((p) => p.id).join("");

describe("refineProducts", () => {
  it("keeps the list's own order for Featured and without a choice", () => {
    expect(ids(refineProducts(list, {}))).toBe("abcd");
    expect(ids(refineProducts(list, { sort: undefined }))).toBe("abcd");
  });

  it("sorts by price both ways, ties in the list's order, and newest first", () => {
    expect(ids(refineProducts(list, { sort: "price-asc" }))).toBe("bcad");
    expect(ids(refineProducts(list, { sort: "price-desc" }))).toBe("dabc");
    // a product without a created time counts as oldest
    expect(ids(refineProducts(list, { sort: "newest" }))).toBe("bacd");
  });

  it("filters by brand and an inclusive price range, then sorts", () => {
    expect(ids(refineProducts(list, { brand: "Nordfjell" }))).toBe("ac");
    expect(ids(refineProducts(list, { brand: "Nordfjell", sort: "price-asc" }))).toBe("ca");
    expect(ids(refineProducts(list, { min: 1500, max: 3000 }))).toBe("abc");
    expect(ids(refineProducts(list, { min: 2000 }))).toBe("ad");
    expect(ids(refineProducts(list, { max: 1500 }))).toBe("bc");
    expect(ids(refineProducts(list, { brand: "Nobody" }))).toBe("");
  });

  it("sorts and filters a product with options by the price its card shows", () => {
    const options = [
      { label: "Small", value: 1200 },
      { label: "Large", value: 2600 },
    ];
    // no option at its price 5000: the card says "from LKR 1,200"
    const from = product({ id: "e", brand: "Anessa", price: 5000, options });
    expect(ids(refineProducts([...list, from], { sort: "price-asc" }))).toBe("ebcad");
    expect(ids(refineProducts([...list, from], { max: 1200 }))).toBe("e");
    // an option at its price: the card shows the price, 2600
    const headline = product({ id: "f", price: 2600, options });
    expect(ids(refineProducts([...list, headline], { sort: "price-asc" }))).toBe("bcfad");
  });

  it("reads a crossed range the right way round and never changes its input", () => {
    expect(ids(refineProducts(list, { min: 3000, max: 1500 }))).toBe("abc");
    const copy = [...list];
    refineProducts(list, { sort: "price-desc" });
    expect(list).toEqual(copy);
  });

  it("offers each brand in the list once, alphabetically, without blanks", () => {
    expect(brandsIn(list)).toEqual(["Anessa", "Nordfjell"]);
    expect(brandsIn([])).toEqual([]);
  });
});

describe("sort and filter URL params", () => {
  const products = (search: unknown) => v.parse(productsSearchSchema, search);

  it("reads good values, numbers from the router or strings from a typed URL", () => {
    expect(
      products({ category: "c1", sort: "price-asc", brand: "Anessa", min: 500, max: "2500" }),
    ).toEqual({
      category: "c1",
      sub: undefined,
      sort: "price-asc",
      brand: "Anessa",
      min: 500,
      max: 2500,
    });
    expect(products({ sort: "newest", brand: 42 })).toMatchObject({ sort: "newest", brand: "42" });
  });

  it("drops each bad value on its own and keeps the rest", () => {
    expect(products({ category: "c1", sort: "cheapest", brand: "", min: -5, max: "lots" })).toEqual(
      {
        category: "c1",
        sub: undefined,
        sort: undefined,
        brand: undefined,
        min: undefined,
        max: undefined,
      },
    );
    expect(
      products({ sort: "featured", min: { a: 1 }, max: Number.POSITIVE_INFINITY }),
    ).toMatchObject({
      sort: undefined,
      min: undefined,
      max: undefined,
    });
    expect(products({ brand: ["a"], min: "  ", max: 0 })).toMatchObject({
      brand: undefined,
      min: undefined,
      max: 0,
    });
  });

  it("search keeps its query beside the same params", () => {
    const search = (s: unknown) => v.parse(searchScreenSchema, s);
    expect(search({ query: "shoe", sort: "price-desc", brand: "Nordfjell", min: 100 })).toEqual({
      query: "shoe",
      sort: "price-desc",
      brand: "Nordfjell",
      min: 100,
      max: undefined,
    });
    expect(search({ query: 5, sort: 1 })).toMatchObject({ query: undefined, sort: undefined });
  });
});
