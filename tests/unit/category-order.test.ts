/** The owner's category order and names (src/shared/category-order.ts) and what is on sale. */
import { describe, expect, it } from "vitest";
import { closedIds, onSale } from "../../src/shared/catalogue";
import {
  byPriority,
  lastPriority,
  localName,
  moveInOrder,
  prioritiesFor,
} from "../../src/shared/category-order";

describe("category order", () => {
  it("moves one place up or down, and not past either end", () => {
    expect(moveInOrder(["a", "b", "c"], "c", "up")).toEqual(["a", "c", "b"]);
    expect(moveInOrder(["a", "b", "c"], "a", "down")).toEqual(["b", "a", "c"]);
    expect(moveInOrder(["a", "b", "c"], "a", "up")).toEqual(["a", "b", "c"]);
    expect(moveInOrder(["a", "b", "c"], "c", "down")).toEqual(["a", "b", "c"]);
    expect(moveInOrder(["a", "b"], "x", "up")).toEqual(["a", "b"]);
  });

  it("writes priorities afresh, ties and gaps gone", () => {
    const tied = [
      { id: "b", name: "Bags", priority: 5 },
      { id: "a", name: "Art", priority: 5 },
      { id: "z", name: "Zips", priority: 1 },
    ];
    const ids = byPriority(tied).map((c) => c.id);
    expect(ids).toEqual(["z", "a", "b"]);
    expect([...prioritiesFor(ids)]).toEqual([
      ["z", 10],
      ["a", 20],
      ["b", 30],
    ]);
    expect(lastPriority(tied)).toBe(15);
    expect(lastPriority([])).toBe(10);
  });

  it("names a category in the shopper's language, English where none is written", () => {
    const shoes = { name: "Shoes", nameSi: "සපත්තු", nameTa: " " };
    expect(localName(shoes, "si")).toBe("සපත්තු");
    expect(localName(shoes, "ta")).toBe("Shoes");
    expect(localName(shoes, "en")).toBe("Shoes");
  });
});

describe("on sale", () => {
  it("leaves out the products of a switched-off category or subcategory", () => {
    const closed = closedIds([
      { id: "cat-on", isEnabled: true },
      { id: "cat-off", isEnabled: false },
      { id: "sub-off", isEnabled: false },
    ]);
    expect(onSale({ categoryId: "cat-on", subcategoryId: "sub-on" }, closed)).toBe(true);
    expect(onSale({ categoryId: "cat-off", subcategoryId: "sub-on" }, closed)).toBe(false);
    expect(onSale({ categoryId: "cat-on", subcategoryId: "sub-off" }, closed)).toBe(false);
  });
});
