/**
 * The server's refusals in the shopper's language. The server writes English
 * (docs/decisions/0001-english-texts-are-the-keys.md); a sentence with a name in it ("We do not
 * deliver to Jaffna yet.") is recognised here by the shared builder that wrote it, called with
 * `{placeholders}`, which is also its catalogue key. No rule is written twice: the builders are the
 * server's own.
 */
import { noCashOnDeliveryIn, noDeliveryTo } from "../../shared/delivery-texts";
import * as refusals from "../../shared/order-refusals";
import { signInLocked } from "../../shared/validation/account";
import { currentLanguage, t } from "./i18n";

/** The server's sentences that carry a name, as catalogue keys. */
export const SERVER_PATTERNS = [
  noDeliveryTo("{district}"),
  noCashOnDeliveryIn("{zone}"),
  refusals.outOfStock("{name}"),
  refusals.notAvailable("{name}"),
  refusals.chooseOption("{name}"),
  refusals.noOptions("{name}"),
  refusals.noSuchOption("{name}", "{option}"),
  refusals.tooManyOf("{name}"),
];

/**
 * The server's sentences that carry a count: the key says `{count}` where the number goes, and
 * the builder is matched with one and with several, so its singular and plural both read.
 */
const COUNTED: [key: string, builder: (count: number) => string][] = [
  [signInLocked(2).replace("2", "{minutes}"), signInLocked],
];
/** The counted sentences' keys, for the catalogues' test. */
export const COUNTED_PATTERNS = COUNTED.map(([key]) => key);

interface Matcher {
  key: string;
  pattern: RegExp;
  names: string[];
  counted?: boolean;
}
let matchers: Matcher[] | undefined;
// a name never runs past the end of a sentence ("S.P.F. 50" is one name): joined messages
// (src/offline/server-message.ts) stay apart
const NAME = "((?:(?![.!?]\\s+[A-Z]).)+)";
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z])/;

function compile(): Matcher[] {
  const literal = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  const names = (key: string) => [...key.matchAll(/\{(\w+)\}/g)].map((found) => found[1] as string);
  const named = SERVER_PATTERNS.map((key) => ({
    key,
    pattern: new RegExp(
      `^${key
        .split(/\{\w+\}/)
        .map(literal)
        .join(NAME)}$`,
    ),
    names: names(key),
  }));
  const counted = COUNTED.flatMap(([key, builder]) =>
    [1, 2].map((n) => ({
      key,
      pattern: new RegExp(`^${builder(n).split(String(n)).map(literal).join("(\\d+)")}$`),
      names: names(key),
      counted: true,
    })),
  );
  return [...named, ...counted];
}

/** One message translated, or undefined when the catalogue knows neither it nor its pattern. */
function translated(message: string): string | undefined {
  const exact = t(message);
  if (exact !== message) return exact;
  matchers ??= compile();
  for (const { key, pattern, names, counted } of matchers) {
    const found = pattern.exec(message);
    if (!found) continue;
    // a district has its own translation; product and zone names stay as the owner wrote them
    const values = Object.fromEntries(
      names.map((name, i) => {
        const value = found[i + 1] ?? "";
        return [name, name === "district" ? t(value) : counted ? Number(value) : value];
      }),
    );
    return t(key, values);
  }
  return undefined;
}

/**
 * `message` from the server in the shopper's language. The server may join several fields'
 * messages into one (src/offline/server-message.ts): each sentence, or run of up to three
 * sentences, is then translated on its own; what the catalogue does not know stays English.
 */
export function tServer(message: string): string {
  if (currentLanguage() === "en" || !message) return message;
  const whole = translated(message);
  if (whole !== undefined) return whole;
  const sentences = message.split(SENTENCE_END);
  const out: string[] = [];
  let i = 0;
  while (i < sentences.length) {
    let taken = 1;
    let text = sentences[i] as string;
    for (let n = Math.min(3, sentences.length - i); n >= 1; n--) {
      const found = translated(sentences.slice(i, i + n).join(" "));
      if (found === undefined) continue;
      taken = n;
      text = found;
      break;
    }
    out.push(text);
    i += taken;
  }
  return out.join(" ");
}
