/** Pure rules of the product page: related products, the hover zoom's focus, its links. */
import { productPath } from "../shared/page-head";
import type { Product } from "./types";

/** At most this many related products under a product. */
export const RELATED_MAX = 8;

/** Up to `max` products of `candidates` other than the product shown, in their given order. */
export function relatedProducts(
  candidates: readonly Product[],
  selfId: string,
  max = RELATED_MAX,
): Product[] {
  return candidates.filter((p) => p.id !== selfId).slice(0, max);
}

/**
 * Where the hover zoom magnifies: the pointer's position over the image as CSS percentages, so
 * the part under the pointer stays under it (`transform-origin`). Kept inside the image.
 */
export function zoomOrigin(
  pointer: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
): { x: string; y: string } {
  const percent = (offset: number, size: number) =>
    `${size > 0 ? Math.min(100, Math.max(0, (offset / size) * 100)).toFixed(1) : "50.0"}%`;
  return {
    x: percent(pointer.x - box.left, box.width),
    y: percent(pointer.y - box.top, box.height),
  };
}

/** The parts of `navigator` sharing uses, so tests can hand in their own. */
export interface ShareCapabilities {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/** What is shared: the text goes with the link where the receiving app takes both. */
export interface ShareData {
  title: string;
  text: string;
  url: string;
}

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

/**
 * Shares with the system's share sheet where the browser has one (Web Share API), else copies
 * the link. A share sheet the shopper closes is "cancelled" (nothing more to say); one that fails
 * for another reason falls back to copying.
 */
export async function shareOrCopy(nav: ShareCapabilities, data: ShareData): Promise<ShareOutcome> {
  if (typeof nav.share === "function") {
    try {
      await nav.share(data);
      return "shared";
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === "AbortError") return "cancelled";
    }
  }
  if (!nav.clipboard) return "failed";
  try {
    await nav.clipboard.writeText(data.url);
    return "copied";
  } catch {
    return "failed";
  }
}

/** The canonical address of a product's page, to share (src/shared/page-head.ts productPath). */
export function productPageUrl(origin: string, product: Pick<Product, "id" | "handle">): string {
  return `${origin}${productPath(product)}`;
}

/** Where a product link points: its `?id=`, or its handle (/p/HANDLE). */
export interface ProductLink {
  id?: string | undefined;
  handle?: string | undefined;
}

const HANDLE_PATH = /^\/p\/([^/]+)\/?$/;

/** The link a product page's URL holds: `/product-details?id=ID` or `/p/HANDLE`; undefined elsewhere. */
export function productLinkOf(pathname: string, search: { id?: unknown }): ProductLink | undefined {
  if (pathname === "/product-details") {
    return { id: typeof search.id === "string" ? search.id : undefined };
  }
  const handle = HANDLE_PATH.exec(pathname)?.[1];
  return handle ? { handle: decodeURIComponent(handle) } : undefined;
}
