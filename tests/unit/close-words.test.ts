/** "Try:" offers only a catalogue word close to what was typed (docs/decisions/0160-search-words.md). */
import { describe, expect, it } from "vitest";
import { closestWord, closeWords, typosAllowed } from "../../src/lib/close-words";

const WORDS = ["nine", "shade", "lipstick", "mascara", "pea", "snail", "bag", "moisturizer"];

describe("close words", () => {
  it("allows no typo under 5 letters, one to 7, two from 8", () => {
    expect([typosAllowed("bag"), typosAllowed("nike"), typosAllowed("snaik")]).toEqual([0, 0, 1]);
    expect(typosAllowed("mascaraa")).toBe(2);
  });

  it("never offers another short word for a word the shop does not have", () => {
    expect(closestWord("nike", WORDS)).toBeUndefined();
    expect(closestWord("bar", WORDS)).toBeUndefined();
    expect(closestWord("nikes", WORDS)).toBeUndefined();
  });

  it("offers the shop's word for a letter left out, added or changed, same first letter", () => {
    expect(closestWord("lipstik", WORDS)).toBe("lipstick");
    expect(closestWord("mascra", WORDS)).toBe("mascara");
    expect(closestWord("moisturiser", WORDS)).toBe("moisturizer");
    expect(closestWord("kascara", WORDS)).toBeUndefined();
    // a vowel for a vowel in a short word is a spelling, not another word
    expect(closestWord("pee", WORDS)).toBe("pea");
  });

  it("says each word once, as the shop spells it", () => {
    const spelling = new Map(WORDS.map((w) => [w, w[0]?.toUpperCase() + w.slice(1)]));
    expect(closeWords(["snail", "lipstik", "lipstick", "nike"], spelling)).toEqual([
      "Snail",
      "Lipstick",
    ]);
  });
});
