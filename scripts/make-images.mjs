#!/usr/bin/env node
/**
 * `npm run images`: renders seed/images/<slug>.webp for every product of seed/catalogue.json
 * from the SVG artwork in scripts/lib/seed-art.mjs. Deterministic; the output is committed so
 * seeding never needs this step. `--png SLUG` also writes a PNG preview to the temp folder.
 */
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { ROOT } from "./lib/pocketbase.mjs";
import { productSvg } from "./lib/seed-art.mjs";

const WEBP_QUALITY = 78;
const catalogueFile = path.join(ROOT, "seed", "catalogue.json");

const args = process.argv.slice(2);
const pngIndex = args.indexOf("--png");
const previews = pngIndex >= 0 ? (args[pngIndex + 1] ?? "").split(",") : [];

const catalogue = JSON.parse(await readFile(catalogueFile, "utf8"));
const outDir = path.join(ROOT, "seed", "images");
await mkdir(outDir, { recursive: true });

let total = 0;
for (const product of catalogue.products) {
  const svg = Buffer.from(productSvg(product));
  const target = path.join(path.dirname(catalogueFile), product.image);
  await writeFile(target, await sharp(svg).webp({ quality: WEBP_QUALITY, effort: 6 }).toBuffer());
  total += (await stat(target)).size;
  if (previews.includes(product.slug) || previews.includes("all")) {
    const png = path.join(tmpdir(), `${product.slug}.png`);
    await sharp(svg).png().toFile(png);
    console.log(`preview ${png}`);
  }
}
console.log(`${catalogue.products.length} images, ${(total / 1024).toFixed(0)} KB in ${outDir}`);
