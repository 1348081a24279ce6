/**
 * Per-route title, meta description and Open Graph tags. The tags live in index.html's <head>
 * and are updated in place, so crawlers that run JavaScript and link previews both see them.
 */
export const SITE_NAME = "Island Imports";
export const DEFAULT_DESCRIPTION =
  "Authentic skin care, cosmetics, shoes, bags, action figures and snacks bought abroad and delivered across Sri Lanka in 7-10 working days. Prices in LKR.";

export interface DocumentMeta {
  title: string;
  description: string;
  /** Absolute or root-relative image for link previews. */
  image?: string;
  /** Open Graph type: "website" for screens, "product" for product details. */
  type?: string;
}

/** "About us" -> "About us | Island Imports"; the bare site name stays as it is. */
export function fullTitle(title: string): string {
  return title && title !== SITE_NAME ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

function setMeta(attribute: "name" | "property", key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Writes the title and the description/Open Graph meta tags into the document head. */
export function applyDocumentMeta(meta: DocumentMeta, url = window.location.href) {
  const title = fullTitle(meta.title);
  document.title = title;
  setMeta("name", "description", meta.description);
  setMeta("property", "og:site_name", SITE_NAME);
  setMeta("property", "og:title", title);
  setMeta("property", "og:description", meta.description);
  setMeta("property", "og:type", meta.type ?? "website");
  setMeta("property", "og:url", url);
  setMeta("property", "og:image", new URL(meta.image ?? "/icons/icon-512.png", url).href);
  setMeta("name", "twitter:card", "summary_large_image");
}

/** A route's `head()`: its title (the shop name is added when written) and its description. */
export function pageHead(title: string, description: string = DEFAULT_DESCRIPTION) {
  return { meta: [{ title }, { name: "description", content: description }] };
}

type HeadMeta = { title?: string; name?: string; content?: string } | undefined;

/**
 * The title and description of the deepest route that gives them, from the router's matches
 * (each match's `meta` is what its route's `head()` returned); the shop's defaults otherwise.
 */
export function matchedPageMeta(matches: readonly { meta?: readonly HeadMeta[] }[]): DocumentMeta {
  const metas = matches.flatMap((match) => match.meta ?? []);
  const title = metas.findLast((meta) => meta?.title)?.title ?? SITE_NAME;
  const description =
    metas.findLast((meta) => meta?.name === "description")?.content ?? DEFAULT_DESCRIPTION;
  return { title, description };
}
