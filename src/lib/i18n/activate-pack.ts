/**
 * Switches the screens to a loaded Sinhala or Tamil pack: its font first (so the text draws
 * once, in it), then its compiled catalogue (Lingui counts with src/shared/lingui-intl.ts) and
 * its LKR format. Amounts are CLDR's, written out
 * (src/shared/locale-formats.ts) rather than asked of the browser's Intl: browsers carry
 * different currency data (Chromium writes si-LK amounts as "LKR 6,900", full ICU as
 * "රු. 6,900"), and the server, which has no Intl, draws the first screen with the same code,
 * so the app's redraw changes no figure. Loaded with the packs only.
 */
import type { Messages } from "@lingui/core";
import { lkrIn } from "../../shared/locale-formats";
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
  messages: Messages,
  font: FontPack,
): Promise<void> {
  await loadFont(font);
  setLkrFormat((amount) => lkrIn(code, amount));
  applyLanguage(code, { messages });
}
