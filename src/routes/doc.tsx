import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { docMeta } from "../features/content/doc-meta";
import { DocScreen } from "../features/content/doc-screen";
import { pageHead } from "../lib/seo";

// A malformed URL falls back to "no query" instead of throwing.
const searchSchema = v.object({
  query: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute("/doc")({
  validateSearch: searchSchema,
  head: ({ match }) => {
    const { title, description } = docMeta(match.search.query);
    return pageHead(title, description);
  },
  component: function DocScreenRoute() {
    const { query } = Route.useSearch();
    return <DocScreen query={query} />;
  },
});
