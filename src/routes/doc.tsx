import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { DocScreen } from "../features/content/doc-screen";

// A malformed URL falls back to "no query" instead of throwing.
const searchSchema = v.object({
  query: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute("/doc")({
  validateSearch: searchSchema,
  component: function DocScreenRoute() {
    const { query } = Route.useSearch();
    return <DocScreen query={query} />;
  },
});
