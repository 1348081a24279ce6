/**
 * The golden list: what a shopper sees first for a query, against the demo catalogue
 * (seed/catalogue.json) as a synced device holds it. The substring matches come first in the
 * catalogue's order, then the forgiving ones (docs/decisions/0022-search.md). A change that moves
 * a first result must be one someone meant.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type FuzzyIndex, resetFuzzyIndex, updateFuzzyIndex } from "../../src/lib/fuzzy-search";
import {
  buildSearchIndex,
  type SearchIndex,
  searchProducts,
  withForgivingMatches,
} from "../../src/shared/search";
import { demoProducts, demoSubcategoryNames } from "./demo-catalogue";

let fuzzy: FuzzyIndex;
let index: SearchIndex;

beforeAll(async () => {
  resetFuzzyIndex();
  fuzzy = await updateFuzzyIndex(demoProducts, demoSubcategoryNames);
  index = buildSearchIndex(demoProducts);
});

/** The names the search screen lists for `query`, in order. */
const shown = (query: string) =>
  withForgivingMatches(searchProducts(index, query), fuzzy.search(query)).map((p) => p.name);

const GOLDEN: [query: string, first: string][] = [
  // the home tiles and the footer's searches
  ["skin care", "Snail Mucin 96% Repair Essence"],
  ["bags", "Belt Bag"],
  ["shoes", "Nordfjell Chelsea Boot"],
  ["cosmetic", "Brow Pencil with Spoolie"],
  ["action", "Retro Tin Wind-Up Robot"],
  ["snacks", "Wasabi Peas 150 g"],
  // a product's own words
  ["vitamin c", "Vitamin C 15% Brightening Serum"],
  ["eyeshadow", "Nine-Shade Eyeshadow Palette"],
  ["nine", "Nine-Shade Eyeshadow Palette"],
  ["tote", "Canvas Shopper Tote"],
  ["mochi", "Strawberry Mochi 6 Pack"],
  ["matcha", "Sakura Matcha Kit Bar Box"],
  ["blusher", "Peach Glow Cream Blusher"],
  ["plush", "Giant Kaiju Plush"],
  ["banana milk", "Banana Milk 6 Pack"],
  ["wasabi", "Wasabi Peas 150 g"],
  ["rain boot", "Ankle Rain Boot"],
  ["shoulder bag", "Quilted Chain Shoulder Bag"],
  ["model kit", "Titan Frame Model Kit"],
  ["blind box", "Blind Box Mini Figure"],
  ["crossbody", "Mini Crossbody Bag"],
  ["eyeliner", "Slim Brush Eyeliner Pen"],
  ["chelsea", "Nordfjell Chelsea Boot"],
  ["hiking", "Trail Hiking Shoe"],
  ["velcro", "Kids Velcro Sneaker"],
  ["ramen", "Spicy Ramen Snack"],
  ["serum", "Niacinamide 10% Pore Serum"],
  ["SNAIL", "Snail Mucin 96% Repair Essence"],
  ["snail mucin 96%", "Snail Mucin 96% Repair Essence"],
  // brands
  ["seoul dew", "Snail Mucin 96% Repair Essence"],
  ["ginza rouge", "Brow Pencil with Spoolie"],
  ["kaiju", "Kaiju Lizard Vinyl Figure"],
  ["sakura", "Fruit Jelly Cups"],
  ["umami", "Wasabi Peas 150 g"],
  // other spellings, plurals and unfinished words
  ["moisturizer", "Hyaluronic Water Gel Moisturiser"],
  ["moisturiser", "Hyaluronic Water Gel Moisturiser"],
  ["sneakers", "Kids Velcro Sneaker"],
  ["boots", "Nordfjell Chelsea Boot"],
  ["robots", "Transforming Jet Robot"],
  ["figures", "Retro Tin Wind-Up Robot"],
  ["masks", "Honey Lip Sleeping Mask"],
  ["sandals", "Leather Slide Sandal"],
  ["ceramid", "Ceramide Barrier Cream 50 ml"],
  ["nine shade", "Nine-Shade Eyeshadow Palette"],
  ["high top", "Canvas High-Top"],
  ["zip wallet", "Zip-Around Wallet"],
  // a letter left out
  ["snaks", "Spicy Ramen Snack"],
  ["lipstik", "Velvet Matte Lipstick"],
  ["lipstck", "Velvet Matte Lipstick"],
  ["eyeshadw", "Nine-Shade Eyeshadow Palette"],
  ["bakpack", "Kids Mini Backpack"],
  ["walet", "Slim Card Wallet"],
  ["crakers", "Shrimp Crackers"],
  ["clenser", "Rice Water Foaming Cleanser 150 ml"],
  ["foundaton", "Silk Cushion Foundation SPF 40"],
  ["camelia", "Camellia Cleansing Oil"],
  ["esence", "Snail Mucin 96% Repair Essence"],
  ["ampule", "Centella Ampoule 55 ml"],
  ["mascra", "Curl Lock Mascara"],
  // emoji and punctuation ignored
  ["lipstick 💄", "Velvet Matte Lipstick"],
  ["mascara!", "Curl Lock Mascara"],
  ["nine-shade", "Nine-Shade Eyeshadow Palette"],
  ["snail 🐌", "Snail Mucin 96% Repair Essence"],
  ["lip tint!", "Glass Lip Tint"],
  ["lipstik 💄", "Velvet Matte Lipstick"],
  ["moisturizer.", "Hyaluronic Water Gel Moisturiser"],
  ["snaks!!", "Spicy Ramen Snack"],
  ["😀 snacks 😀", "Wasabi Peas 150 g"],
];

/** Typos that are other words (same length or shorter), and queries of no words at all. */
const NOTHING = ["nike", "nikes", "cars", "bugs", "boat", "must", "lice", "qwerty", "💄", "!!!"];

describe("the golden list of searches (demo catalogue)", () => {
  it("has at least 50 queries", () => {
    expect(GOLDEN.length).toBeGreaterThanOrEqual(50);
  });

  it.each(GOLDEN)("%s → %s first", (query, first) => {
    expect(shown(query)[0]).toBe(first);
  });

  it.each(NOTHING)("%s finds nothing", (query) => {
    expect(shown(query)).toEqual([]);
  });

  it('"nike" never finds "Nine-Shade Eyeshadow Palette", nor suggests "Nine" (decisions/0160)', () => {
    expect(shown("nike")).not.toContain("Nine-Shade Eyeshadow Palette");
    expect(fuzzy.suggest("nike")).toEqual([]);
    expect(fuzzy.suggest("nikes")).toEqual([]);
  });

  it("gives the same results with emoji or punctuation as without", () => {
    for (const [noisy, plain] of [
      ["💄 lipstick!!", "lipstick"],
      ["snacks?", "snacks"],
      ["“serum”", "serum"],
      ["bags 👜👜", "bags"],
    ] as const) {
      expect(shown(noisy)).toEqual(shown(plain));
    }
  });
});
