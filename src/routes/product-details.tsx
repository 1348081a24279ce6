import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { ProductDetailsScreen } from "../features/catalogue/product-details-screen";
import { pageHead } from "../lib/seo";

// A malformed URL falls back to "no id" instead of throwing.
const searchSchema = v.object({
  id: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute("/product-details")({
  head: () => pageHead("Product"),
  validateSearch: searchSchema,
  component: function ProductDetailsScreenRoute() {
    const { id } = Route.useSearch();
    return <ProductDetailsScreen id={id} />;
  },
});
