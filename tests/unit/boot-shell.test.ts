/**
 * index.html's static shell repeats the home hero (shown by home.html before the app loads).
 * If the two drift apart, the shopper sees one text replaced by another on every first visit.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { collagePicks } from "../../src/features/catalogue/hero-collage";
import { formatLkr } from "../../src/lib/money";
import { product } from "./fixtures";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const words = (text: string) =>
  text
    .replace(/<[^>]+>|\{" "\}/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function between(source: string, open: RegExp, close: string): string {
  const start = source.search(open);
  const from = source.indexOf(">", start) + 1;
  return words(source.slice(from, source.indexOf(close, from)));
}

describe("the static shell", () => {
  const html = read("index.html");
  const screen = read("src/features/catalogue/home-screen.tsx");

  it("draws the same hero title and text as the home screen", () => {
    for (const [open, close] of [
      [/<h1 class(Name)?="hero__title"/, "</h1>"],
      [/<p class(Name)?="hero__text"/, "</p>"],
      [/<p class(Name)?="eyebrow"/, "</p>"],
    ] as const) {
      const fromShell = between(html, open, close);
      expect(fromShell.length).toBeGreaterThan(10);
      expect(between(screen, open, close)).toBe(fromShell);
    }
  });

  it("shows the hero only in home.html", () => {
    expect(read("src/styles/layout.css")).toMatch(/\[data-boot="home"\] \.boot-shell__hero/);
  });
});

describe("formatLkr", () => {
  it("writes amounts like Intl's en-LK currency format, without decimals", () => {
    const intl = new Intl.NumberFormat("en-LK", {
      style: "currency",
      currency: "LKR",
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    for (const n of [0, 5, 999, 1000, 12500, 1234567, 1999.6, -1500]) {
      expect(formatLkr(n)).toBe(intl.format(Math.round(n)).replace(/\u00a0/g, " "));
    }
  });
});

describe("the home hero collage", () => {
  it("picks one product per category first, only products with a photo", () => {
    const photo = ["p.webp"];
    const list = [
      product({ id: "a", categoryId: "c1", images: photo }),
      product({ id: "b", categoryId: "c1", images: photo }),
      product({ id: "c", categoryId: "c2", images: [] }),
      product({ id: "d", categoryId: "c3", images: photo }),
    ];
    expect(collagePicks(list).map((p) => p.id)).toEqual(["a", "d", "b"]);
  });
});
