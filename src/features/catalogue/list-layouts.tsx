import type { ReactNode, Ref } from "react";
import { useT } from "../../hooks/use-t";
import { SyncProgressLine } from "./placeholders";
import "./catalogue.css";
import "./product-list.css";

/**
 * The products page's frame: the category tree beside the list's chips, heading, count, bar and
 * cards. The products screen fills it; so does the server's first screen
 * (src/features/layout/shell-markup.tsx). `count` is live (a status) once the app counted.
 */
export function ProductsLayout({
  tree,
  chips,
  title,
  count,
  countLive = false,
  refineBar,
  mainRef,
  children,
}: {
  tree: ReactNode;
  chips: ReactNode;
  title: string;
  count: string | undefined;
  countLive?: boolean;
  refineBar: ReactNode;
  mainRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="page container products">
      <aside className="products__sidebar" aria-label={t("Categories")}>
        <h1 className="products__title">{t("Categories")}</h1>
        {tree}
      </aside>
      <section className="products__main" ref={mainRef} aria-labelledby="grid-title">
        {chips}
        <div className="products__head">
          <h2 id="grid-title" data-shell="title">
            {title}
          </h2>
          {count && (
            <p className="muted" role={countLive ? "status" : undefined} data-shell="count">
              {count}
            </p>
          )}
        </div>
        {refineBar}
        {children}
      </section>
    </div>
  );
}

/** The search page's frame: its heading and box above the results (or what stands for them). */
export function SearchLayout({
  query,
  onType,
  children,
}: {
  /** the box's text as typed */
  query: string;
  onType: (next: string) => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="page container search">
      <h1>{query.trim() ? t("Results for “{query}”", { query: query.trim() }) : t("Search")}</h1>
      <input
        className="search__input"
        type="search"
        aria-label={t("Search products")}
        placeholder={t("Search by name, brand or category")}
        value={query}
        onChange={(e) => onType(e.target.value)}
      />
      {children}
    </section>
  );
}

/**
 * A search's results under its box: the count (how far the sync has come while they load), the
 * refine bar, then the cards under a heading for screen readers, or what stands for them. The
 * search screen fills it, loading or not; so does the server's first screen.
 */
export function SearchResults({
  count,
  refineBar,
  children,
}: {
  /** the matches' count, once the search is done */
  count?: string;
  refineBar: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <SyncProgressLine count={count} />
      {refineBar}
      {/* the cards' names are h3: the outline goes h1, h2, h3 */}
      <h2 className="visually-hidden">{t("Search results")}</h2>
      {children}
    </>
  );
}
