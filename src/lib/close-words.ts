/**
 * What "No products match" offers to try instead (docs/decisions/0160-search-words.md): for
 * each word of the query, the catalogue's own word it most likely meant, and nothing when no
 * word is that close. Close means: the same first letter, a length within the typos allowed,
 * and at most one letter added, left out or changed for a word of 5-7 letters, two from 8.
 * A word of 3-4 letters gets one only for a vowel written as another ("pees": Peas), and a
 * shorter one none: too many short words are one letter from another real word ("nike" and
 * "Nine"), and offering the other word invents what the shop does not sell (a brand it does
 * not carry).
 */
/** Levenshtein distance of two words, or `max + 1` as soon as it is certainly above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

const TYPO_FROM = 5;
const TWO_TYPOS_FROM = 8;

/** How many typos a typed word of this length may hold: 0, 1 or 2. */
export function typosAllowed(word: string): number {
  const length = [...word].length;
  if (length >= TWO_TYPOS_FROM) return 2;
  return length >= TYPO_FROM ? 1 : 0;
}

const VOWEL = /^[aeiouy]$/;
/** A 3- or 4-letter word (plurals folded) with one vowel written as another: "pees" for "peas", never "nike" for "nine". */
function vowelSwapped(typed: string, word: string): boolean {
  if (typed.length < 3 || typed.length > 4 || word.length !== typed.length) return false;
  if (typed[0] !== word[0]) return false;
  let differ = 0;
  for (let i = 0; i < typed.length; i++) {
    if (typed[i] === word[i]) continue;
    if (!VOWEL.test(typed[i] ?? "") || !VOWEL.test(word[i] ?? "")) return false;
    differ += 1;
  }
  return differ === 1;
}

/**
 * The catalogue's word closest to `typed` (both folded, lower case), or undefined. Ties go to
 * the word met first, which is the catalogue's first spelling.
 */
export function closestWord(typed: string, words: Iterable<string>): string | undefined {
  const allowed = typosAllowed(typed);
  const first = typed.codePointAt(0);
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const word of words) {
    if (word === typed) return word;
    if (best === undefined && vowelSwapped(typed, word)) best = word;
    if (allowed === 0 || word.codePointAt(0) !== first || /\d/.test(word)) continue;
    if (Math.abs(word.length - typed.length) > allowed) continue;
    const distance = editDistance(typed, word, allowed);
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The words to offer for a query's words (`terms`, folded): each one's closest catalogue word
 * in the shop's spelling (`spelling`: folded → as written), at most `limit`, none repeated.
 */
export function closeWords(
  terms: readonly string[],
  spelling: ReadonlyMap<string, string>,
  limit = 5,
): string[] {
  const offered: string[] = [];
  for (const term of terms) {
    const word = closestWord(term, spelling.keys());
    const shown = word === undefined ? undefined : (spelling.get(word) ?? word);
    if (shown && !offered.includes(shown)) offered.push(shown);
    if (offered.length >= limit) break;
  }
  return offered;
}
