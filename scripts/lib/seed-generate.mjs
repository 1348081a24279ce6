/**
 * A large synthetic catalogue for benchmarks: deterministic (same count, same products),
 * varied names, brands and prices per category, spread over the demo subcategories.
 */

import { itemAt } from "./item-at.mjs";

/** @typedef {{ nouns: string[], brands: string[], range: [number, number] }} Kind */

/**
 * mulberry32: tiny seeded PRNG so every run produces the same catalogue.
 * @param {number} seed
 */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ADJECTIVES = [
  "Classic",
  "Everyday",
  "Limited",
  "Travel",
  "Mini",
  "Deluxe",
  "Fresh",
  "Soft",
  "Bold",
  "Urban",
  "Calm",
  "Bright",
  "Pure",
  "Night",
  "Summer",
  "Winter",
];

/** @type {Kind} */
const SKIN_CARE = {
  nouns: ["Toner", "Essence", "Serum", "Cream", "Cleanser", "Sun Gel", "Eye Cream", "Mask"],
  brands: ["Hanbit Skin", "Seoul Dew", "Kyoto Leaf", "Jeju Mist"],
  range: [2500, 15000],
};

/**
 * Per category slug: nouns, brands, LKR price range.
 * @type {Record<string, Kind>}
 */
const KINDS = {
  "skin-care": SKIN_CARE,
  cosmetics: {
    nouns: [
      "Lip Tint",
      "Cushion",
      "Blusher",
      "Eyeliner",
      "Mascara",
      "Palette",
      "Concealer",
      "Highlighter",
    ],
    brands: ["Ginza Rouge", "Petal Lab", "Hanbit Color"],
    range: [1800, 9000],
  },
  shoes: {
    nouns: ["Sneaker", "Runner", "Boot", "Loafer", "Sandal", "Slip-On", "High-Top"],
    brands: ["Milano Strada", "Osaka Stride", "Nordfjell"],
    range: [12000, 45000],
  },
  bags: {
    nouns: ["Tote", "Crossbody", "Backpack", "Clutch", "Duffel", "Wallet", "Shoulder Bag"],
    brands: ["Firenze Pelle", "Tokyo Carry", "Lisbon Loom"],
    range: [6000, 60000],
  },
  "action-figures": {
    nouns: ["Figure", "Mecha Kit", "Vinyl Toy", "Robot", "Mini Figure", "Statue"],
    brands: ["Tokyo Toy Works", "Mecha Forge", "Kaiju Kids"],
    range: [2500, 30000],
  },
  snacks: {
    nouns: ["Chips", "Crackers", "Candy", "Cookies", "Noodles", "Soda", "Jelly", "Tea"],
    brands: ["Umami Crunch", "Sakura Sweets", "Seoul Snack Co."],
    range: [600, 3500],
  },
};

/**
 * @template T
 * @param {() => number} rand
 * @param {T[]} list
 */
const pick = (rand, list) => itemAt(list, Math.floor(rand() * list.length));
/**
 * @param {number} value
 * @param {number} step
 */
const roundTo = (value, step) => Math.round(value / step) * step;

/**
 * @param {import("./seed-catalogue.mjs").Catalogue} catalogue the demo catalogue (for
 *   categories and subcategories)
 * @param {number} count number of products to generate
 * @param {Map<string, string[]>} imagesByCategory category slug -> image URLs to reuse
 */
export function generateProducts(catalogue, count, imagesByCategory) {
  /** @type {import("./seed-catalogue.mjs").SeedProduct[]} */
  const products = [];
  for (let i = 0; i < count; i++) {
    const rand = random(i + 1);
    const category = itemAt(catalogue.categories, i % catalogue.categories.length);
    const kind = KINDS[category.slug] ?? SKIN_CARE;
    const subcategory = pick(rand, category.subcategories ?? []);
    const brand = pick(rand, kind.brands);
    const noun = pick(rand, kind.nouns);
    const [low, high] = kind.range;
    const step = high > 10000 ? 100 : 50;
    const price = roundTo(low + rand() * (high - low), step);
    const pct = 10 + Math.floor(rand() * 25);
    const stripePrice = roundTo(price / (1 - pct / 100), step);
    const images = imagesByCategory.get(category.slug) ?? [];
    const withOptions = rand() < 0.15;
    products.push({
      slug: `generated-${i}`,
      name: `${pick(rand, ADJECTIVES)} ${noun} No. ${i + 1}`,
      brand,
      category: category.slug,
      subcategory: subcategory.slug,
      price,
      stripePrice,
      discount: `Save ${Math.round((1 - price / stripePrice) * 100)}%`,
      description: `A ${noun.toLowerCase()} from ${brand}, generated for benchmarks.`,
      options: withOptions
        ? [
            { label: "Standard", value: price },
            { label: "Large", value: roundTo(price * 1.4, step) },
          ]
        : null,
      outOfStock: rand() < 0.05,
      isBestSeller: rand() < 0.05,
      isInHome: false,
      imageUrls: images.length ? [itemAt(images, i % images.length)] : [],
    });
  }
  return products;
}
