/**
 * The installed app's name in the shopper's language (docs/translating.md): one manifest per
 * language, built from the English one and the catalogues, and the page links the one of the
 * language it speaks.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { languageManifest, MANIFEST_LANGUAGES } from "../../scripts/lib/manifests.mjs";
import { applyLanguage } from "../../src/lib/i18n/i18n";
import si from "../../src/locales/si.json";
import ta from "../../src/locales/ta.json";

const SCRIPTS = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };
const CATALOGUES: Record<string, Record<string, string>> = { si, ta };

describe.each(MANIFEST_LANGUAGES)("the %s manifest", (language) => {
  const manifest = JSON.parse(languageManifest(language));
  const base = JSON.parse(
    readFileSync(path.resolve(__dirname, "../../public/manifest.webmanifest"), "utf8"),
  );
  const script = SCRIPTS[language as keyof typeof SCRIPTS];

  it("names the shop and describes it in the language's own script", () => {
    expect(manifest.short_name).toBe(CATALOGUES[language]?.["Island Imports"]);
    for (const text of [manifest.name, manifest.short_name, manifest.description]) {
      expect(text).toMatch(script);
    }
    expect(manifest.lang).toBe(language);
    for (const shot of manifest.screenshots) expect(shot.label).toMatch(script);
  });

  it("is the same installable app as the English one: id, start, icons, colours", () => {
    for (const field of ["id", "start_url", "scope", "display", "icons", "theme_color"]) {
      expect(manifest[field]).toEqual(base[field]);
    }
    expect(manifest.icons.length).toBeGreaterThan(0);
  });
});

describe("the page's manifest link", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("follows the language the screens speak", () => {
    const link = { href: "/manifest.webmanifest" };
    const setAttribute = (name: string, value: string) => Object.assign(link, { [name]: value });
    vi.stubGlobal("document", {
      documentElement: {},
      querySelector: (selector: string) =>
        selector === 'link[rel="manifest"]' ? { setAttribute } : null,
    });
    applyLanguage("si", { messages: {} });
    expect(link.href).toBe("/manifest.si.webmanifest");
    applyLanguage("ta", { messages: {} });
    expect(link.href).toBe("/manifest.ta.webmanifest");
    applyLanguage("en");
    expect(link.href).toBe("/manifest.webmanifest");
  });
});
