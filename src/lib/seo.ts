/**
 * Per-route title, meta description, Open Graph tags, canonical link and JSON-LD. The tags live
 * in index.html's <head> (the server writes a product's or category's own there:
 * src/shared/page-head.ts) and are updated in place, so crawlers that run JavaScript and link
 * previews both see them.
 */

import { scriptJson } from "../shared/markup";
import {
  absoluteUrl,
  DEFAULT_DESCRIPTION,
  DEFAULT_IMAGE,
  fullTitle,
  JSON_LD_ID,
  type PageHead,
  SITE_NAME,
} from "../shared/page-head";

export { DEFAULT_DESCRIPTION, fullTitle, SITE_NAME };

function setTag(selector: string, make: () => HTMLElement, content: string | undefined) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = make();
    document.head.append(element);
  }
  if (element instanceof HTMLLinkElement) element.href = content;
  else if (element instanceof HTMLMetaElement) element.content = content;
  else element.textContent = content;
}

function setMeta(attribute: "name" | "property", key: string, content: string | undefined) {
  setTag(
    `meta[${attribute}="${key}"]`,
    () => {
      const meta = document.createElement("meta");
      meta.setAttribute(attribute, key);
      return meta;
    },
    content,
  );
}

/**
 * Writes a page's head: what it does not have (a canonical link, a price, JSON-LD) is removed,
 * so nothing of the last product stays on the next screen.
 */
export function applyPageHead(head: PageHead) {
  const title = fullTitle(head.title);
  document.title = title;
  setMeta("name", "description", head.description);
  setTag(
    'link[rel="canonical"]',
    () => Object.assign(document.createElement("link"), { rel: "canonical" }),
    head.url || undefined,
  );
  setMeta("property", "og:site_name", SITE_NAME);
  setMeta("property", "og:title", title);
  setMeta("property", "og:description", head.description);
  setMeta("property", "og:type", head.type);
  setMeta("property", "og:url", head.url || window.location.href);
  setMeta("property", "og:image", head.image);
  const price = head.price === undefined ? undefined : String(head.price);
  setMeta("property", "product:price:amount", price);
  setMeta("property", "product:price:currency", price && "LKR");
  setMeta("name", "twitter:card", "summary_large_image");
  setTag(
    `#${JSON_LD_ID}`,
    () =>
      Object.assign(document.createElement("script"), {
        type: "application/ld+json",
        id: JSON_LD_ID,
      }),
    head.jsonLd.length ? scriptJson(head.jsonLd) : undefined,
  );
}

/** A screen's head from its route's title and description: no canonical link, no JSON-LD. */
export function screenHead(title: string, description: string): PageHead {
  return {
    title,
    description,
    url: "",
    image: absoluteUrl(window.location.origin, DEFAULT_IMAGE),
    type: "website",
    jsonLd: [],
  };
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
export function matchedPageMeta(matches: readonly { meta?: readonly HeadMeta[] }[]): {
  title: string;
  description: string;
} {
  const metas = matches.flatMap((match) => match.meta ?? []);
  const title = metas.findLast((meta) => meta?.title)?.title ?? SITE_NAME;
  const description =
    metas.findLast((meta) => meta?.name === "description")?.content ?? DEFAULT_DESCRIPTION;
  return { title, description };
}
