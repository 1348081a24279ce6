/**
 * Responsive sources for a product image. Uploaded JPEG, PNG and GIF files get PocketBase thumbs
 * (the sizes declared on products.images in pb_migrations: 200x200, 400x400, 800x0). Uploaded
 * webp and avif files are served as they are: PocketBase re-encodes their thumbs as PNG, which
 * made a 4.9 KB 800 px webp into a 14-53 KB thumb. External paths were already rewritten to webp
 * by the mapper and are used as they are.
 */
import { PLACEHOLDER_IMAGE } from "./images";

export interface ImageSources {
  src: string;
  srcSet?: string;
}

const FILE_PREFIX = "/api/files/";

export function productImageSources(path: string | undefined): ImageSources {
  if (!path) return { src: PLACEHOLDER_IMAGE };
  if (!path.startsWith(FILE_PREFIX) || path.includes("?")) return { src: path };
  if (/\.(webp|avif)$/i.test(path)) return { src: path };
  return {
    src: `${path}?thumb=400x400`,
    srcSet: `${path}?thumb=200x200 200w, ${path}?thumb=400x400 400w, ${path}?thumb=800x0 800w`,
  };
}
