import { createFileRoute } from "@tanstack/react-router";
import { searchScreenSchema } from "../features/catalogue/search-params";
import { SearchScreen } from "../features/catalogue/search-screen";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/search")({
  head: () => pageHead("Search", "Search Island Imports by product name, brand or category."),
  validateSearch: searchScreenSchema,
  component: function SearchScreenRoute() {
    const { query, ...refinement } = Route.useSearch();
    return <SearchScreen query={query} refinement={refinement} />;
  },
});
