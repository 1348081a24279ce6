/**
 * The shop's message catalogues, compiled for Lingui's runtime (@lingui/core) wherever the code
 * is bundled: the Vite build and dev server, the tests, the server's shared rules
 * (./shared-bundle.mjs), the build's render of the first screen (./shell-markup.mjs) and the
 * scripts' TypeScript imports (./load-ts.mjs). Lingui's compiler (@lingui/message-utils) parses
 * each ICU message once, here, so neither a phone nor the server carries a parser.
 *
 * - `src/locales/{si,ta}.json` (English text → translation) come out compiled.
 * - English needs no catalogue: its texts are the keys. Those with `{placeholders}` or plurals
 *   are compiled into `virtual:english-catalogue` from the catalogues' keys (a test holds every
 *   catalogue to the same keys); a plain text is shown as written (src/shared/translate.ts).
 *
 * A message Lingui cannot parse fails the build with its key.
 *
 * The plugin also gives Lingui's runtime the shop's own plural and number rules in place of the
 * engine's `Intl` (src/shared/lingui-intl.ts says why): an import that shadows the global name
 * inside @lingui/core only. Vite's dev server serves the package pre-bundled, where Lingui keeps
 * the browser's `Intl`; the figures are the same, only the first render is slower.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { ROOT } from "./pocketbase.mjs";

const CATALOGUE = /[\\/]src[\\/]locales[\\/](si|ta)\.json$/;
const ENGLISH = "virtual:english-catalogue";
const ENGLISH_ID = `\0${ENGLISH}`;
const LOCALES = ["si", "ta"];
const LINGUI_CORE = /[\\/]node_modules[\\/]@lingui[\\/]core[\\/]/;
const LINGUI_INTL = path.join(ROOT, "src/shared/lingui-intl.ts");

/**
 * `messages` (id → ICU message) compiled, with only the ids `keep` accepts.
 * @param {Record<string, string>} messages
 * @param {(id: string) => boolean} [keep]
 * @returns {import("@lingui/core").Messages}
 */
export function compileCatalogue(messages, keep = () => true) {
  /** @type {import("@lingui/core").Messages} */
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (!keep(id)) continue;
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Cannot compile the message "${id}": ${reason}`);
    }
  }
  return compiled;
}

/**
 * @param {string} file
 * @returns {Record<string, string>}
 */
function readCatalogue(file) {
  return JSON.parse(readFileSync(file, "utf8"));
}

/**
 * The English texts that need formatting (placeholders, plurals), compiled with themselves.
 * @param {(id: string) => boolean} [keep]
 */
export function englishCatalogue(keep = () => true) {
  const ids = new Set(
    LOCALES.flatMap((code) =>
      Object.keys(readCatalogue(path.join(ROOT, `src/locales/${code}.json`))),
    ),
  );
  const icu = [...ids].filter((id) => id.includes("{") && keep(id));
  return compileCatalogue(Object.fromEntries(icu.map((id) => [id, id])));
}

/**
 * The plugin (Vite and rolldown alike) that serves the compiled catalogues; `keep` cuts them to
 * the ids a bundle needs (the server's: its mails, pushes and first screen). The tests import
 * `src/locales` as written (`catalogues: false`), to compare screens and mails with the
 * translations; Lingui compiles them as it reads them there, as it does outside production.
 * @param {{ keep?: (id: string) => boolean, catalogues?: boolean }} [options]
 * @returns {import("rolldown").Plugin & { enforce: "pre" }}
 */
export function linguiCatalogues({ keep, catalogues = true } = {}) {
  return {
    name: "lingui-catalogues",
    enforce: "pre",
    resolveId: (id) => (id === ENGLISH ? ENGLISH_ID : null),
    load(id) {
      if (id === ENGLISH_ID) {
        for (const code of LOCALES)
          this.addWatchFile?.(path.join(ROOT, `src/locales/${code}.json`));
        return {
          code: `export default ${JSON.stringify(englishCatalogue(keep))};`,
          moduleType: "js",
        };
      }
      const file = id.split("?")[0] ?? id;
      if (!catalogues || !CATALOGUE.test(file)) return null;
      this.addWatchFile?.(file);
      // still JSON, which Vite and rolldown both turn into a module
      return JSON.stringify(compileCatalogue(readCatalogue(file), keep));
    },
    transform(code, id) {
      if (!LINGUI_CORE.test(id)) return null;
      const intl = `import { LINGUI_INTL as Intl } from ${JSON.stringify(LINGUI_INTL)};`;
      return { code: `${intl}\n${code}`, map: null };
    },
  };
}
