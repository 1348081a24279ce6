/**
 * The spec's rule: image paths with an extension other than webp or avif become their webp
 * form. Applied to the shop's own paths only (src/shared/product-image.ts); links are used as typed.
 */
export function toWebp(path: string): string {
  const cut = path.search(/[?#]/);
  const bare = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? "" : path.slice(cut);
  const slash = bare.lastIndexOf("/");
  if (bare.slice(0, slash + 1).endsWith("//")) return path; // a bare host, no file name
  const dot = bare.lastIndexOf(".");
  if (dot <= slash) return path;
  const ext = bare.slice(dot + 1).toLowerCase();
  if (ext === "webp" || ext === "avif") return path;
  return `${bare.slice(0, dot)}.webp${rest}`;
}

/** A placeholder shown when a product has no image (kept in the precached app shell). */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";
