import { createFileRoute } from "@tanstack/react-router";
import { QuoteLinkScreen } from "../features/account/quote-link-screen";
import { pageHead } from "../lib/seo";

// A quote's secret link (docs/decisions/0230-a-guests-quote-by-its-link.md).
export const Route = createFileRoute("/quote/$token")({
  head: () => pageHead("Your quote", "Your quote from Island Imports."),
  component: function QuoteLinkRoute() {
    const { token } = Route.useParams();
    return <QuoteLinkScreen token={token} />;
  },
});
