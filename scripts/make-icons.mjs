/**
 * Renders the app icons from public/icons/icon.svg with sharp: 192, 512, a maskable 512 (the
 * artwork shrunk into the 80% safe zone on the brand colour) and the Apple touch icon; and the
 * page's icon, 96 px, from public/icons/favicon.svg. The page links the PNG, not the SVG: a
 * phone draws an SVG icon on the page's main thread, a task of 60-80 ms at 4x CPU on a first
 * visit, and a PNG off it.
 * Run after changing an SVG: node scripts/make-icons.mjs
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const ICONS = path.join(import.meta.dirname, "..", "public", "icons");
const BRAND = "#6f1b38";

const svg = await readFile(path.join(ICONS, "icon.svg"));
const favicon = await readFile(path.join(ICONS, "favicon.svg"));
/** @param {number} size @param {Buffer} [artwork] */
const render = (size, artwork = svg) => sharp(artwork, { density: 300 }).resize(size, size).png();

await render(192).toFile(path.join(ICONS, "icon-192.png"));
await render(512).toFile(path.join(ICONS, "icon-512.png"));
await render(180).toFile(path.join(ICONS, "apple-touch-icon.png"));
await render(96, favicon).toFile(path.join(ICONS, "favicon-96.png"));
const inner = await render(384).toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([{ input: inner, top: 64, left: 64 }])
  .png()
  .toFile(path.join(ICONS, "icon-maskable-512.png"));
console.log("icons written to", ICONS);
