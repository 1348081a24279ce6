import type { Product } from "../../src/lib/types";

export function product(fields: Partial<Product> = {}): Product {
  return {
    id: "p1",
    handle: "",
    name: "Product",
    brand: "Brand",
    categoryId: "c1",
    subcategoryId: "s1",
    categoryName: "Category",
    images: [],
    price: 1000,
    stripePrice: 1200,
    discount: "",
    description: "",
    sizeNote: "",
    options: [],
    outOfStock: false,
    isBestSeller: false,
    isInHome: false,
    inHome: 0,
    weightGrams: 0,
    hidden: false,
    keywords: "",
    translations: {
      en: { name: "Product", description: "", sizeNote: "" },
      si: { name: "", description: "", sizeNote: "" },
      ta: { name: "", description: "", sizeNote: "" },
    },
    created: "",
    updated: "",
    ...fields,
  };
}
