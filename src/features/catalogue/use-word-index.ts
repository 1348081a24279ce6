import { useMemo } from "react";
import type { Product } from "../../lib/types";
import { buildWordIndex, type WordIndex } from "../../lib/word-search";
import { useCategories } from "../../offline/catalogue-hooks";
import { useSettings } from "../../offline/hooks";
import { parseSynonyms, SHOP_SYNONYMS } from "../../shared/search-synonyms";

/**
 * The index of the search's later matches (src/lib/word-search.ts): the products' names,
 * keywords and descriptions in every language, the categories' Sinhala and Tamil names, and
 * the shop's synonyms with the owner's (Settings → Search). Rebuilt when one of them changes,
 * never on a keystroke.
 */
export function useWordIndex(
  products: readonly Product[] | undefined,
): WordIndex<Product> | undefined {
  const categories = useCategories();
  const { searchSynonyms } = useSettings();
  const groups = useMemo(
    () => [...SHOP_SYNONYMS, ...parseSynonyms(searchSynonyms)],
    [searchSynonyms],
  );
  const categoryNames = useMemo(
    () => new Map((categories ?? []).map((c) => [c.id, [c.nameSi ?? "", c.nameTa ?? ""]] as const)),
    [categories],
  );
  return useMemo(
    () => (products ? buildWordIndex(products, groups, categoryNames) : undefined),
    [products, groups, categoryNames],
  );
}
