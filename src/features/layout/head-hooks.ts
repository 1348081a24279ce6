/**
 * The document head's hooks: a screen's own title, description and Open Graph tags, and its
 * schema.org JSON-LD, kept while the screen is mounted (what they write: src/lib/seo.ts and
 * src/lib/structured-data.ts).
 */
import { useEffect } from "react";
import { applyDocumentMeta, type DocumentMeta } from "../../lib/seo";
import type { JsonLd } from "../../lib/structured-data";

/**
 * Sets this screen's title, description and Open Graph tags from what it has read (the product
 * page). The root route's RouteHead resets them to the route's `head()` on every navigation.
 */
export function useDocumentMeta(title: string, description: string, extra?: Partial<DocumentMeta>) {
  const image = extra?.image;
  const type = extra?.type;
  useEffect(() => {
    applyDocumentMeta({ title, description, image, type });
  }, [title, description, image, type]);
}

/** Keeps one `<script type="application/ld+json">` (by id) in the head while mounted. */
export function useStructuredData(id: string, data: JsonLd | null) {
  const json = data ? JSON.stringify(data) : "";
  useEffect(() => {
    if (!json) return;
    const script = document.createElement("script");
    script.type = "application/ld+json";
    script.id = `ld-${id}`;
    // "<" is escaped so a product text can never close the script element.
    script.textContent = json.replace(/</g, "\\u003c");
    document.getElementById(script.id)?.remove();
    document.head.append(script);
    return () => script.remove();
  }, [id, json]);
}
