/**
 * The page's icon is a PNG (scripts/make-icons.mjs): a phone draws an SVG icon on the page's
 * main thread, in a task of 60-80 ms at 4x CPU on a first visit, and decodes a PNG off it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/pocketbase.mjs";

const html = readFileSync(path.join(ROOT, "index.html"), "utf8");
const icons = [...html.matchAll(/<link\s[^>]*rel="icon"[^>]*>/g)].map(([tag]) => ({
  href: /href="([^"]+)"/.exec(tag)?.[1] ?? "",
  type: /type="([^"]+)"/.exec(tag)?.[1],
  sizes: /sizes="([^"]+)"/.exec(tag)?.[1],
}));

describe("the page's icon", () => {
  it("is linked once", () => {
    expect(icons).toHaveLength(1);
  });

  it.each(icons)("$href is a PNG of the size its link says", async ({ href, type, sizes }) => {
    expect(type).toBe("image/png");
    const bytes = readFileSync(path.join(ROOT, "public", href));
    const { format, width, height } = await sharp(bytes).metadata();
    expect(format).toBe("png");
    expect(`${width}x${height}`).toBe(sizes);
  });
});
