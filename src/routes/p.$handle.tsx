import { createFileRoute } from "@tanstack/react-router";
import { ProductDetailsScreen } from "../features/catalogue/product-details-screen";
import { pageHead } from "../lib/seo";

// A product's readable link, the canonical one (docs/decisions/0120-product-links-preview.md):
// the same page as /product-details?id=, found on the device by its handle.
export const Route = createFileRoute("/p/$handle")({
  head: () => pageHead("Product"),
  component: function ProductByHandleRoute() {
    const { handle } = Route.useParams();
    return <ProductDetailsScreen handle={handle} />;
  },
});
