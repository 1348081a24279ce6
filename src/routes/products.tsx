import { createFileRoute } from "@tanstack/react-router";
import { ProductsScreen } from "../features/catalogue/products-screen";
import { productsSearchSchema } from "../features/catalogue/products-view";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/products")({
  head: () =>
    pageHead(
      "All categories",
      "Browse authentic skin care, cosmetics, shoes, bags, action figures and snacks from abroad, priced in LKR and delivered across Sri Lanka.",
    ),
  validateSearch: productsSearchSchema,
  component: ProductsScreen,
});
