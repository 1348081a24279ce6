/** /search's URL search params: the query, and the same sort and filters as /products. */
import * as v from "valibot";
import { refineSearchEntries } from "../../lib/refine-products";

// A malformed URL falls back to "no query" (and no filter) instead of throwing.
export const searchScreenSchema = v.object({
  query: v.fallback(v.optional(v.string()), undefined),
  ...refineSearchEntries,
});
export type SearchScreenParams = v.InferOutput<typeof searchScreenSchema>;
