/**
 * The web app manifest in Sinhala and Tamil (docs/translating.md): public/manifest.webmanifest,
 * the English one that a first visit and crawlers see, with its name, short name, description
 * and screenshot labels taken from the app's catalogues (src/locales/{si,ta}.json), so they are
 * corrected where every other text is. The build writes them as manifest.si.webmanifest and
 * manifest.ta.webmanifest (vite.config.ts), which the service worker precaches with the rest;
 * the app links the shopper's language's one (src/lib/i18n/i18n.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./pocketbase.mjs";

/** The languages with a manifest of their own besides English. */
export const MANIFEST_LANGUAGES = ["si", "ta"];

const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));

/** The English manifest's texts a shopper reads, which the catalogues translate. */
export function manifestTexts() {
  const {
    name,
    short_name,
    description,
    screenshots = [],
  } = readJson("public/manifest.webmanifest");
  return [name, short_name, description, ...screenshots.map((shot) => shot.label)];
}

/** The manifest for `language` ("si" or "ta"), as the file's text. */
export function languageManifest(language) {
  const manifest = readJson("public/manifest.webmanifest");
  const catalogue = readJson(`src/locales/${language}.json`);
  // a text the catalogue lacks stays English (the catalogues' test fails on it meanwhile)
  const say = (text) => catalogue[text] || text;
  return `${JSON.stringify(
    {
      ...manifest,
      name: say(manifest.name),
      short_name: say(manifest.short_name),
      description: say(manifest.description),
      lang: language,
      screenshots: (manifest.screenshots ?? []).map((shot) => ({
        ...shot,
        label: say(shot.label),
      })),
    },
    null,
    2,
  )}\n`;
}
