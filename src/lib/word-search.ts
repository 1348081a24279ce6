/**
 * The search's later matches (docs/decisions/0160-search-words.md): after the spec's substring
 * matches on name, brand and category (src/shared/search.ts) and the forgiving ones
 * (fuzzy-search.ts) come, in this order,
 *   1. products whose names, brands, categories or the owner's keywords hold every word of the
 *      query, or a synonym of it (SHOP_SYNONYMS and the owner's groups), then
 *   2. products whose descriptions (any language) hold the words the first left unanswered.
 * A word matches the start of a word of the text ("sun" finds "Sunscreen", "screen" does not),
 * so a description's every inner letter run is not a match. Each list keeps the catalogue's
 * order, those answered by the typed words themselves before those answered by a synonym only.
 *
 * Cost: the texts are lower-cased and joined into two long strings once per catalogue version;
 * a keystroke runs one native `indexOf` scan per alternative of its longest word, and checks
 * the other words on the products that scan found only.
 */
import { searchWords } from "../shared/search";

export interface WordSearchable {
  id: string;
  name: string;
  categoryName: string;
  brand: string;
  keywords: string;
  translations: {
    en: { name: string; description: string };
    si: { name: string; description: string };
    ta: { name: string; description: string };
  };
}

interface Texts {
  /** all products' texts, each behind a \u0001, fields apart by \u0000 */
  joined: string;
  /** where product i's text begins in `joined` */
  starts: Int32Array;
  each: string[];
}

export interface WordIndex<P extends WordSearchable> {
  products: readonly P[];
  named: Texts;
  described: Texts;
  /** every group of synonyms (the shop's and the owner's), as normalGroups reads them */
  groups: readonly (readonly string[])[];
}

function texts(parts: readonly string[]): Texts {
  const starts = new Int32Array(parts.length);
  let at = 0;
  const each: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const text = `\u0001${parts[i] ?? ""}`.toLowerCase();
    starts[i] = at;
    at += text.length;
    each.push(text);
  }
  return { joined: each.join(""), starts, each };
}

/** `categoryNames`: each category's other names (Sinhala, Tamil) by id. */
export function buildWordIndex<P extends WordSearchable & { categoryId?: string }>(
  products: readonly P[],
  groups: readonly (readonly string[])[],
  categoryNames: ReadonlyMap<string, readonly string[]> = new Map(),
): WordIndex<P> {
  const named = products.map((p) =>
    [
      p.name,
      p.brand,
      p.categoryName,
      ...(categoryNames.get(p.categoryId ?? "") ?? []),
      p.translations.si.name,
      p.translations.ta.name,
      p.keywords,
    ].join("\u0000"),
  );
  const described = products.map((p) =>
    [
      p.translations.en.description,
      p.translations.si.description,
      p.translations.ta.description,
    ].join("\u0000"),
  );
  return {
    products,
    named: texts(named),
    described: texts(described),
    groups: normalGroups(groups),
  };
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}\u200c\u200d]/u;

/** Whether a word of `text` begins at `at`. */
function startsWord(text: string, at: number): boolean {
  if (at === 0) return true;
  const before = text.charCodeAt(at - 1);
  if (before < 128) return !/[a-z0-9]/i.test(String.fromCharCode(before));
  return !WORD_CHAR.test(text.charAt(at - 1));
}

/** Whether a word of `text` begins with `word` (a phrase: its words in a row). */
export function holdsWordStart(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (startsWord(text, at)) return true;
  }
  return false;
}

/** The product whose text holds position `at` of `joined`. */
function productAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Products (by position) where a word of their text begins with one of `alternatives`. */
function scan(texts: Texts, alternatives: readonly string[], into: Set<number>): void {
  const { joined, starts } = texts;
  for (const word of alternatives) {
    let at = joined.indexOf(word);
    while (at !== -1) {
      const i = productAt(starts, at);
      if (startsWord(joined, at)) {
        into.add(i);
        // the rest of this product's text cannot add it again
        at = i + 1 < starts.length ? joined.indexOf(word, starts[i + 1] ?? joined.length) : -1;
      } else at = joined.indexOf(word, at + 1);
    }
  }
}

/** The groups' words as queries read (searchWords), each group's distinct ones. */
export function normalGroups(groups: readonly (readonly string[])[]): string[][] {
  return groups
    .map((group) => [...new Set(group.map(searchWords).filter(Boolean))])
    .filter((group) => group.length > 1);
}

/** A part of the query: what the shopper typed, and what else answers it. */
export interface Slot {
  typed: readonly string[];
  alternatives: readonly string[];
}

/** The singular a plural names ("sunscreens" → "sunscreen"); the word itself otherwise. */
const singular = (word: string) =>
  word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word;

/**
 * The query's slots (`groups` as normalGroups gives them): a group's word or phrase found in it (longest first) becomes one slot with
 * the whole group as alternatives; every other word is a slot of its own (and its singular).
 */
export function querySlots(query: string, groups: readonly (readonly string[])[]): Slot[] {
  const words = searchWords(query).split(" ").filter(Boolean);
  const slots: Slot[] = [];
  let i = 0;
  while (i < words.length) {
    let found: { length: number; group: readonly string[] } | undefined;
    for (const group of groups) {
      for (const term of group) {
        const parts = term.split(" ");
        if (parts.length > words.length - i || (found && parts.length <= found.length)) continue;
        const typed = words.slice(i, i + parts.length);
        const last = parts.length - 1;
        const same = parts.every(
          (part, k) => typed[k] === part || (k === last && singular(typed[k] ?? "") === part),
        );
        if (same) found = { length: parts.length, group };
      }
    }
    if (found) {
      const typed = words.slice(i, i + found.length).join(" ");
      const alternatives = [...new Set([typed, singular(typed), ...found.group])];
      slots.push({ typed: [typed, singular(typed)], alternatives });
      i += found.length;
    } else {
      const word = words[i] ?? "";
      slots.push({
        typed: [word, singular(word)],
        alternatives: [...new Set([word, singular(word)])],
      });
      i += 1;
    }
  }
  return slots;
}

/** A word this short is only looked for in products another word of the query found. */
const SCAN_FROM = 3;

/** How a product answers a slot: 0 its names, 1 its names by a synonym, 2 its description, 3 that by a synonym, 4 not at all. */
function answer(named: string, described: string, slot: Slot): number {
  const has = (text: string, words: readonly string[]) =>
    words.some((word) => holdsWordStart(text, word));
  const literal = has(named, slot.typed) || has(described, slot.typed);
  if (has(named, slot.alternatives)) return literal ? 0 : 1;
  if (has(described, slot.alternatives)) return literal ? 2 : 3;
  return 4;
}

/** The later matches for `query`, best first (see the top of this file). */
export function searchWordMatches<P extends WordSearchable>(
  index: WordIndex<P>,
  query: string,
): P[] {
  const slots = querySlots(query, index.groups);
  // the slot to scan for: a synonym's (its words are few and whole), else the longest word
  const lead = [...slots].sort(
    (a, b) =>
      Number(b.alternatives.length > 2) - Number(a.alternatives.length > 2) ||
      (b.typed[0]?.length ?? 0) - (a.typed[0]?.length ?? 0),
  )[0];
  if (!lead || (lead.alternatives.length <= 2 && [...(lead.typed[0] ?? "")].length < SCAN_FROM))
    return [];
  const others = lead.alternatives.filter((word) => !lead.typed.includes(word));
  const found = [new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>()];
  scan(index.named, lead.typed, found[0] as Set<number>);
  scan(index.named, others, found[1] as Set<number>);
  scan(index.described, lead.typed, found[2] as Set<number>);
  scan(index.described, others, found[3] as Set<number>);
  const literal = (i: number) => found[0]?.has(i) || found[2]?.has(i);
  const ranked: [rank: number, i: number][] = [];
  const seen = new Set<number>();
  for (const [kind, hits] of found.entries()) {
    for (const i of hits) {
      if (seen.has(i)) continue;
      seen.add(i);
      // the lead's answer: its best kind, a synonym's counted as the typed word's when both
      let rank = kind === 1 && literal(i) ? 0 : kind === 3 && literal(i) ? 2 : kind;
      for (const slot of slots) {
        if (slot === lead) continue;
        rank = Math.max(
          rank,
          answer(index.named.each[i] ?? "", index.described.each[i] ?? "", slot),
        );
        if (rank === 4) break;
      }
      if (rank < 4) ranked.push([rank, i]);
    }
  }
  ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return ranked.map(([, i]) => index.products[i]).filter((p): p is P => p !== undefined);
}
