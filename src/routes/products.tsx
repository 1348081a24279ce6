import { createFileRoute } from "@tanstack/react-router";
import { ProductsScreen } from "../features/catalogue/products-screen";

export const Route = createFileRoute("/products")({
  component: ProductsScreen,
});
