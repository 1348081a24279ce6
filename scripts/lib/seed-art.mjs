/**
 * Product artwork for the demo catalogue: one SVG "studio shot" per product, built from a
 * category backdrop, a soft floor shadow and a stylised silhouette per kind of product.
 * Everything is derived from the catalogue entry, so the output is deterministic.
 */

import { beautyShapes } from "./seed-art-beauty.mjs";
import { funShapes } from "./seed-art-fun.mjs";
import { paletteFor, shade } from "./seed-art-kit.mjs";
import { wearShapes } from "./seed-art-wear.mjs";

export const ART_SIZE = 800;
/** The silhouettes are drawn small; this fills the frame like a cropped shop photo. */
const ZOOM = 1.14;

/** @type {Record<string, import("./seed-art-kit.mjs").Draw>} */
const SHAPES = { ...beautyShapes, ...wearShapes, ...funShapes };

/** Backdrop gradient stops per category slug: [top, bottom]. */
/** @type {Record<string, [string, string]>} */
const BACKDROPS = {
  "skin-care": ["#f4f8f1", "#d9e8dc"],
  cosmetics: ["#fdf1f3", "#f1d3da"],
  shoes: ["#f5f3f0", "#dcd6cf"],
  bags: ["#faf4ea", "#e8d9c2"],
  "action-figures": ["#eef3fb", "#cfdcf0"],
  snacks: ["#fff8e6", "#f6dfb4"],
};

const COMMON_DEFS = `
  <linearGradient id="cyl" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="#000" stop-opacity="0.18"/>
    <stop offset="0.18" stop-color="#fff" stop-opacity="0.32"/>
    <stop offset="0.42" stop-color="#fff" stop-opacity="0.04"/>
    <stop offset="0.85" stop-color="#000" stop-opacity="0.10"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.26"/>
  </linearGradient>
  <linearGradient id="top" x1="0" x2="0" y1="0" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="0.30"/>
    <stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.16"/>
  </linearGradient>
  <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>`;

/**
 * Full SVG document for one catalogue product.
 * @param {import("./seed-art-kit.mjs").ArtProduct} product
 */
export function productSvg(product) {
  const kind = product.art?.kind ?? "box";
  const draw = SHAPES[kind];
  if (!draw) throw new Error(`No artwork for kind "${kind}" (${product.slug})`);
  const [top, bottom] = BACKDROPS[product.category] ?? ["#f6f6f6", "#dddddd"];
  const p = paletteFor(product.art?.color ?? "#888888");
  const shape = draw(p, product);
  const floor = shape.floor ?? 655;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 800 800">
<defs>
  <linearGradient id="bg" x1="0" x2="0" y1="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="0.68" stop-color="${shade(bottom, 0.25)}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient>
  <radialGradient id="spot" cx="0.5" cy="0.38" r="0.55">
    <stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </radialGradient>${COMMON_DEFS}
</defs>
<rect width="800" height="800" fill="url(#bg)"/>
<rect width="800" height="800" fill="url(#spot)"/>
<g transform="translate(400 ${floor}) scale(${ZOOM}) translate(-400 -${floor})">
<ellipse cx="400" cy="${floor}" rx="${shape.shadow ?? 230}" ry="26" fill="#000" opacity="0.22" filter="url(#blur)"/>
${shape.svg}
</g>
</svg>`;
}
