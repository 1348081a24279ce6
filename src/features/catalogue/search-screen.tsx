import { Link, useNavigate } from "@tanstack/react-router";
import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { afterNextPaint } from "../../lib/after-first-paint";
import { brandsIn, type Refinement, refineProducts } from "../../lib/refine-products";
import { searchWordMatches } from "../../lib/word-search";
import {
  useAllProducts,
  useCatalogueSettled,
  useDeferredCatalogue,
  useSubcategoryNames,
} from "../../offline/catalogue-hooks";
import { buildSearchIndex, searchProducts, withForgivingMatches } from "../../shared/search";
import { ShellPart } from "../layout/page-shell";
import { SearchLayout, SearchResults } from "./list-layouts";
import { ProductGridPlaceholder } from "./placeholders";
import { ProductGrid } from "./product-card";
import { RefineBar } from "./refine-bar";
import { useFuzzyIndex } from "./use-fuzzy-index";
import { useWordIndex } from "./use-word-index";
import "./catalogue.css";
import { tParts } from "../../components/t-parts";
import { useT } from "../../hooks/use-t";

const PAGE = 48;

/** Local search over the cached catalogue, so it works offline. */
export function SearchScreen({
  query = "",
  refinement = {},
}: {
  query: string | undefined;
  /** sort, brand and price range from the URL, applied to the matches */
  refinement?: Refinement;
}) {
  const t = useT();
  const navigate = useNavigate();
  const typed = useTypedQuery(query);
  // The input answers each keystroke at once; the matches and cards follow in a background
  // render that the next keystroke interrupts (docs/decisions/0023-taps-answer-at-once.md).
  const searched = useDeferredValue(typed.value);
  // The catalogue's changes are searched and drawn in slices; meanwhile the screen stays as it
  // was (on a first visit: the server's cards). Not synced yet is not "no results".
  const { rows: products, awaiting } = useDeferredCatalogue(useAllProducts());
  const index = useMemo(() => (products ? buildSearchIndex(products) : undefined), [products]);
  const subcategoryNames = useSubcategoryNames();
  const words = useWordIndex(products);
  const fuzzy = useFuzzyIndex(products, subcategoryNames);
  const exact = useMemo(() => (index ? searchProducts(index, searched) : []), [index, searched]);
  // the substring matches first (docs/decisions/0022-search.md), then spelling variants and typos
  // then the owner's keywords and synonyms, then descriptions (docs/decisions/0160-search-words.md)
  const matches = useMemo(() => {
    const named = fuzzy ? withForgivingMatches(exact, fuzzy.search(searched)) : exact;
    return words ? withForgivingMatches(named, searchWordMatches(words, searched)) : named;
  }, [exact, fuzzy, words, searched]);
  const brands = useMemo(() => brandsIn(matches), [matches]);
  const { sort, brand, min, max } = refinement;
  // sort, brand and price range narrow the matches (Featured keeps their relevance order)
  const results = useMemo(
    () => refineProducts(matches, { sort, brand, min, max }),
    [matches, sort, brand, min, max],
  );
  const [limit, setLimit] = useState(PAGE);
  // The URL follows the typed text after the keystroke's frame is painted, once for the keys
  // typed within a frame: the router's update is not part of what a keystroke waits for.
  const unsentQuery = useRef<string>(undefined);
  function urlFollows(next: string) {
    const scheduled = unsentQuery.current !== undefined;
    unsentQuery.current = next;
    if (scheduled) return;
    afterNextPaint(() => {
      const latest = unsentQuery.current ?? next;
      unsentQuery.current = undefined;
      void navigate({
        to: "/search",
        search: (prev) => ({ ...prev, query: latest }),
        replace: true,
      });
    });
  }
  const shown = useMemo(() => results.slice(0, limit), [results, limit]);
  const trimmed = searched.trim();
  // "No products match" only once the whole first pull is in: a large catalogue arrives in
  // pages, and a later one may hold the match (or the close words to suggest).
  const settled = useCatalogueSettled();
  const loading =
    !index ||
    awaiting ||
    (exact.length === 0 && fuzzy === undefined) ||
    (!matches.length && !settled);
  // Shown while results load too, so nothing below it moves when they arrive.
  const refineBar = (
    <RefineBar
      value={refinement}
      brands={brands}
      onChange={(next) =>
        void navigate({ to: "/search", search: (prev) => ({ ...prev, ...next }) })
      }
    />
  );

  return (
    <SearchLayout
      query={typed.value}
      onType={(next) => {
        typed.set(next);
        setLimit(PAGE);
        urlFollows(next);
      }}
    >
      {!trimmed ? (
        <p className="empty-note">{t("Type a product, brand or category to search.")}</p>
      ) : loading ? (
        <SearchResults refineBar={refineBar}>
          <ShellPart part="grid" label={t("Loading products")}>
            <ProductGridPlaceholder />
          </ShellPart>
        </SearchResults>
      ) : matches.length === 0 ? (
        <NoResults query={trimmed} suggestions={fuzzy?.suggest(trimmed) ?? []} />
      ) : (
        <SearchResults
          count={t("{count, plural, one {# product} other {# products}}", {
            count: results.length,
          })}
          refineBar={refineBar}
        >
          {results.length === 0 ? (
            <p className="empty-note">{t("No products match these filters.")}</p>
          ) : (
            <ProductGrid products={shown} label={t("Search results")} />
          )}
          {results.length > limit && (
            <button
              type="button"
              className="button button--secondary products__more"
              onClick={() => setLimit((n) => n + PAGE)}
            >
              {t("Show more")}
            </button>
          )}
        </SearchResults>
      )}
    </SearchLayout>
  );
}

/**
 * The search box's text, held here so a keystroke repaints the box without waiting for the
 * router: the URL follows each keystroke (replace), and a query the URL gets from elsewhere
 * (Back, the header's search) replaces the text, while the URL's own echoes of earlier
 * keystrokes never undo a later one.
 */
function useTypedQuery(query: string) {
  const [value, setValue] = useState(query);
  const [seen, setSeen] = useState(query);
  const sent = useRef(new Set<string>());
  if (query !== seen) {
    setSeen(query);
    if (!sent.current.has(query)) setValue(query);
  }
  useEffect(() => {
    if (query === value) sent.current.clear();
  }, [query, value]);
  return {
    value,
    set(next: string) {
      sent.current.add(next);
      setValue(next);
    },
  };
}

/** Nothing found: close words from the catalogue to try instead, and a custom request. */
function NoResults({ query, suggestions }: { query: string; suggestions: string[] }) {
  const t = useT();
  return (
    <div className="empty-note search__empty">
      <p>{t("No products match “{query}”.", { query })}</p>
      {suggestions.length > 0 && (
        <nav aria-label={t("Suggestions")} className="search__suggestions">
          <span>{t("Try:")}</span>
          <ul>
            {suggestions.map((word) => (
              <li key={word}>
                <Link to="/search" search={{ query: word }} className="button button--secondary">
                  {word}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>
        {tParts("Can’t find it? Send a {request} and we will look for it.", {
          request: <Link to="/custom-request">{t("Custom request")}</Link>,
        })}
      </p>
    </div>
  );
}
