import { createFileRoute } from "@tanstack/react-router";
import { ProductsScreen } from "../features/catalogue/products-screen";
import { productsSearchSchema } from "../features/catalogue/products-view";

export const Route = createFileRoute("/products")({
  validateSearch: productsSearchSchema,
  component: ProductsScreen,
});
