import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { SearchScreen } from "../features/catalogue/search-screen";

// A malformed URL falls back to "no query" instead of throwing.
const searchSchema = v.object({
  query: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute("/search")({
  validateSearch: searchSchema,
  component: function SearchScreenRoute() {
    const { query } = Route.useSearch();
    return <SearchScreen query={query} />;
  },
});
