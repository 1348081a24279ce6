import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { SearchScreen } from "../features/catalogue/search-screen";
import { pageHead } from "../lib/seo";

// A malformed URL falls back to "no query" instead of throwing.
const searchSchema = v.object({
  query: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute("/search")({
  head: () => pageHead("Search", "Search Island Imports by product name, brand or category."),
  validateSearch: searchSchema,
  component: function SearchScreenRoute() {
    const { query } = Route.useSearch();
    return <SearchScreen query={query} />;
  },
});
