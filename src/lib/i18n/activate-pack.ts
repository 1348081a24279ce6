/**
 * Switches the screens to a loaded Sinhala or Tamil pack: its font first (so the text draws
 * once, in it), then Intl's number, plural and LKR formats for its locale. Loaded with the
 * packs only: Intl's locale data and this code cost a first visit in English nothing.
 */
import { setLkrFormat } from "../../shared/money";
import { applyLanguage, type Language } from "./i18n";

export interface FontPack {
  family: string;
  files: Record<number, string>;
  range: string;
}

// the text shows in the fallback font after this: better than no text on a slow line
const FONT_WAIT_MS = 3000;

async function loadFont({ family, files, range }: FontPack): Promise<void> {
  const faces = Object.entries(files).map(
    ([weight, url]) =>
      new FontFace(family, `url(${url}) format("woff2")`, {
        weight,
        display: "swap",
        unicodeRange: range,
      }),
  );
  for (const face of faces) document.fonts.add(face);
  const timeout = new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS));
  await Promise.race([Promise.all(faces.map((face) => face.load())), timeout]).catch(() => {});
}

/** Loads `font`, then makes `code` the screens' language with `messages`. */
export async function activatePack(
  code: Language,
  tag: string,
  messages: Record<string, string>,
  font: FontPack,
): Promise<void> {
  await loadFont(font);
  const numbers = new Intl.NumberFormat(tag);
  const rules = new Intl.PluralRules(tag);
  const money = new Intl.NumberFormat(tag, {
    style: "currency",
    currency: "LKR",
    maximumFractionDigits: 0,
  });
  setLkrFormat((amount) => money.format(amount));
  applyLanguage(code, {
    messages,
    tag,
    numbers: (value) => numbers.format(value),
    plurals: (count) => rules.select(count),
  });
}
