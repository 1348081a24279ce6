/** Colour and lettering helpers shared by the product artwork modules. */

/**
 * What the artwork reads of a catalogue product.
 * @typedef {{ slug: string, name: string, brand: string, category: string,
 *   art?: { kind?: string, color?: string } }} ArtProduct
 */
/** @typedef {ReturnType<typeof paletteFor>} Palette */
/** @typedef {{ svg: string, shadow?: number, floor?: number }} Shape */
/** @typedef {(p: Palette, product: ArtProduct) => Shape} Draw one kind of product's silhouette */

/**
 * @param {string} hex
 * @returns {[number, number, number]}
 */
function hexToRgb(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** @param {number[]} rgb */
function rgbToHex(rgb) {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/**
 * Mixes a colour towards black (amount < 0) or white (amount > 0).
 * @param {string} hex
 * @param {number} amount
 */
export function shade(hex, amount) {
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  return rgbToHex(hexToRgb(hex).map((v) => v + (target - v) * t));
}

/** @param {string} hex */
function luminance(hex) {
  const [r, g, b] = hexToRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/**
 * Escapes text for use inside SVG markup.
 * @param {string} text
 */
export function esc(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Lettering that shrinks to fit `width`; rotated when `rotate` is given (degrees around x,y).
 * The 0.64 em average glyph width is a safe overestimate for bold DejaVu capitals.
 * @param {string} text
 * @param {{ x: number, y: number, width: number, max?: number, color: string, rotate?: number,
 *   weight?: number, spacing?: number }} options
 */
export function label(
  text,
  { x, y, width, max = 44, color, rotate = 0, weight = 700, spacing = 2 },
) {
  const upper = text.toUpperCase();
  const size = Math.max(10, Math.min(max, width / (upper.length * (0.64 + spacing / 40))));
  const transform = rotate ? ` transform="rotate(${rotate} ${x} ${y})"` : "";
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size.toFixed(1)}" font-weight="${weight}" letter-spacing="${spacing}" fill="${color}" text-anchor="middle" dominant-baseline="middle"${transform}>${esc(upper)}</text>`;
}

/**
 * Palette handed to every shape: base, darker, lighter, an ink that reads on the base.
 * @param {string} color
 */
export function paletteFor(color) {
  const light = luminance(color) > 0.62;
  return {
    c: color,
    d: shade(color, -0.28),
    dd: shade(color, -0.5),
    l: shade(color, 0.35),
    ll: shade(color, 0.7),
    ink: light ? shade(color, -0.72) : "#ffffff",
    metal: "#c9b27c",
    metalDark: "#8f7a48",
  };
}
