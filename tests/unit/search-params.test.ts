import { defaultParseSearch, defaultStringifySearch } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { parseSearch, stringifySearch } from "../../src/lib/search-params";

// What routes and links put in a URL: product ids (some start with a digit), prices, search
// words in three scripts, and the odd values a pasted link can carry.
const searches: Record<string, unknown>[] = [
  { id: "621f9624453b7a5" },
  { id: "1e5abc" },
  { id: "5" },
  { category: "all", sub: "9x", sort: "price-asc", min: 500, max: 5000 },
  { query: "sunscreen spf 50" },
  { query: "ලිප්ස්ටික්" },
  { query: "பை" },
  { query: "123" },
  { query: "-7" },
  { query: "1.5e3" },
  { query: "true" },
  { query: "null" },
  { query: "nul" },
  { query: "false alarm" },
  { query: '"quoted"' },
  { query: "[1" },
  { query: "{not json" },
  { query: "" },
  { ids: "a,b,c", paper: "receipt" },
  { list: [1, "two"], nested: { a: 1 } },
  { flag: true, zero: 0, negative: -3 },
];

describe("the URL's search", () => {
  it("is written as the router's default writes it, so every link keeps its address", () => {
    for (const search of searches)
      expect(stringifySearch(search)).toBe(defaultStringifySearch(search));
  });

  it("is read as the router's default reads it, including links it wrote before", () => {
    const addresses = [
      ...searches.map((s) => defaultStringifySearch(s)),
      "?id=%22123%22",
      "?min=500&max=abc",
      "?q=%5B1%2C2%5D",
      "?q=%7B%22a%22%3A1%7D",
      "?q=%7Bbroken",
      "?q=%22unclosed",
      "?q=%20%2012%20",
      "",
    ];
    for (const address of addresses)
      expect(parseSearch(address)).toEqual(defaultParseSearch(address));
  });
});
