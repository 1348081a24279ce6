/**
 * Words that mean the same to a shopper, for search (docs/decisions/0160-search-words.md): the
 * shop's own short list, kept here, plus the owner's groups from Settings → Search
 * ("searchSynonyms": one group a line, words or phrases separated by commas). A query that is,
 * or holds, one of a group's words also finds what the group's other words find, after the
 * matches of the words as typed. Bundled for the server (the settings form's rule), so no
 * Unicode property classes here.
 */
import * as v from "valibot";
import { linesText } from "./text";

/**
 * The shop's list: a few groups its own catalogue needs, with the Sinhala and Tamil words
 * shoppers type for the shop's kinds of goods. Lower case; the owner adds to it, never removes.
 */
export const SHOP_SYNONYMS: readonly (readonly string[])[] = [
  ["sunscreen", "sun block", "sunblock", "sun cream", "spf", "sun fluid", "sun gel"],
  ["sneaker", "trainer", "running shoe", "runner"],
  ["moisturizer", "moisturiser", "moisturizing cream", "face cream"],
  ["lipstick", "lip colour", "lip color", "ලිප්ස්ටික්", "லிப்ஸ்டிக்"],
  ["shoe", "footwear", "සපත්තු", "පාවහන්", "காலணி", "ஷூ"],
  ["bag", "handbag", "බෑගය", "බෑග්", "பை", "பைகள்"],
  ["cosmetic", "makeup", "make-up", "ஒப்பனை"],
  ["skin care", "skincare", "தோல் பராமரிப்பு"],
  ["snack", "කෙටි ආහාර", "சிற்றுண்டி"],
  ["backpack", "rucksack", "school bag"],
  ["wallet", "purse", "card holder"],
  ["figure", "action figure", "toy", "සෙල්ලම් බඩු", "பொம்மை"],
];

export const MAX_SYNONYM_GROUPS = 100;
export const MAX_SYNONYMS_LENGTH = 5000;

/** The owner's text as groups: trimmed, lower-cased words, groups of two words or more. */
export function parseSynonyms(text: string): string[][] {
  const groups: string[][] = [];
  for (const line of text.split("\n")) {
    const words = line
      .split(/[,،、]/)
      .map((word) => word.trim().replace(/\s+/g, " ").toLowerCase())
      .filter((word) => word.length > 0);
    const distinct = [...new Set(words)];
    if (distinct.length > 1) groups.push(distinct);
  }
  return groups;
}

/** Whether every line with a word has two or more (a lone word would be kept but do nothing). */
const everyLineAGroup = (text: string) =>
  text.split("\n").every((line) => line.split(/[,،、]/).filter((w) => w.trim()).length !== 1);

/** The settings form's field: what the owner may save as "Search synonyms". */
export const searchSynonymsSchema = v.pipe(
  linesText(),
  v.maxLength(
    MAX_SYNONYMS_LENGTH,
    `Search synonyms must be at most ${MAX_SYNONYMS_LENGTH} characters.`,
  ),
  v.check(everyLineAGroup, "Each line needs two or more words, separated by commas."),
  v.check(
    (text) => parseSynonyms(text).length <= MAX_SYNONYM_GROUPS,
    `At most ${MAX_SYNONYM_GROUPS} groups of synonyms.`,
  ),
);

/** A product's keywords as the owner may save them: one line, commas between words. */
export const MAX_KEYWORDS_LENGTH = 500;
