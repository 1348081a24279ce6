import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  type ProductsViewInput,
  productsSearchSchema,
  productsView,
  selectedCategory,
  selectedSubcategory,
} from "../../src/features/catalogue/products-view";
import type { Category } from "../../src/lib/types";
import { product } from "./fixtures";

const category = (id: string): Category => ({
  id,
  name: id,
  priority: 0,
  isEnabled: true,
  updated: "",
});
const cats = [category("c1"), category("c2")];

describe("products search params", () => {
  it("reads category and subcategory, and falls back field by field on bad values", () => {
    expect(v.parse(productsSearchSchema, { category: "c2", sub: "s1" })).toEqual({
      category: "c2",
      sub: "s1",
    });
    expect(v.parse(productsSearchSchema, { category: { x: 1 }, sub: "s1" })).toEqual({
      category: undefined,
      sub: "s1",
    });
    // The router reads an all-digit id as a number.
    expect(v.parse(productsSearchSchema, { category: 123 }).category).toBe("123");
  });

  it("selects the URL's category when it is enabled, else the first", () => {
    expect(selectedCategory(cats, { category: "c2", sub: undefined })).toBe("c2");
    expect(selectedCategory(cats, { category: "gone", sub: undefined })).toBe("c1");
    expect(selectedCategory(cats, { category: undefined, sub: undefined })).toBe("c1");
    expect(selectedCategory(undefined, { category: "c2", sub: undefined })).toBeUndefined();
    expect(selectedSubcategory({ category: "c2", sub: undefined })).toBe("all");
  });

  it("selects All products for ?category=all once there are categories", () => {
    expect(selectedCategory(cats, { category: "all", sub: undefined })).toBe("all");
    expect(selectedCategory([], { category: "all", sub: undefined })).toBeUndefined();
    expect(selectedCategory(undefined, { category: "all", sub: undefined })).toBeUndefined();
  });
});

const ready: ProductsViewInput = {
  categories: cats,
  categoryId: "c1",
  expanded: "c1",
  subcategories: { categoryId: "c1", list: [] },
  page: { products: [product()], key: "c1/all" },
  pageKey: "c1/all",
  awaiting: false,
};

describe("productsView", () => {
  it("shows the tree and the products once everything is in", () => {
    expect(productsView(ready)).toEqual({ tree: "ready", grid: "products" });
  });

  it("waits while the categories or the open category's list are loading", () => {
    expect(productsView({ ...ready, categories: undefined })).toEqual({
      tree: "loading",
      grid: "loading",
    });
    expect(productsView({ ...ready, subcategories: undefined }).tree).toBe("loading");
  });

  it("does not call a first visit empty before the first sync", () => {
    expect(
      productsView({ ...ready, categories: [], categoryId: undefined, awaiting: true }),
    ).toEqual({ tree: "loading", grid: "loading" });
    expect(
      productsView({ ...ready, page: { products: [], key: "c1/all" }, awaiting: true }),
    ).toEqual({ tree: "loading", grid: "loading" });
  });

  it("keeps the tree and loads the grid while another choice's page comes in", () => {
    expect(productsView({ ...ready, pageKey: "c2/all" })).toEqual({
      tree: "ready",
      grid: "loading",
    });
  });

  it("says empty once synced and the choice has no products", () => {
    const empty = { products: [], key: "c1/all" };
    expect(productsView({ ...ready, page: empty })).toEqual({ tree: "ready", grid: "empty" });
    expect(
      productsView({
        ...ready,
        categories: [],
        categoryId: undefined,
        expanded: undefined,
        subcategories: { categoryId: undefined, list: [] },
        page: { products: [], key: "undefined/all" },
        pageKey: "undefined/all",
      }),
    ).toEqual({ tree: "ready", grid: "empty" });
  });
});
