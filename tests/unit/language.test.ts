/**
 * The server draws a first visit's first screen in the language the app then takes
 * (src/shared/language.ts): from the Accept-Language header by the rule the page applies to
 * `navigator.languages`, and from the `lang` cookie once a language is chosen.
 */
import { describe, expect, it } from "vitest";
import {
  acceptedTags,
  cookieLanguage,
  firstSpoken,
  requestLanguage,
} from "../../src/shared/language";

describe("the shopper's language", () => {
  it("takes the first browser language the shop speaks, else English", () => {
    expect(firstSpoken(["si-LK", "en-US"])).toBe("si");
    expect(firstSpoken(["fr-FR", "TA", "si"])).toBe("ta");
    expect(firstSpoken(["en-GB", "si"])).toBe("en");
    expect(firstSpoken(["fr", "de"])).toBe("en");
    expect(firstSpoken([])).toBe("en");
  });

  it("reads Accept-Language in the order navigator.languages lists the same languages", () => {
    // Chromium's header for navigator.languages ["si-LK", "en-US"]
    expect(acceptedTags("si-LK,si;q=0.9,en-US;q=0.8,en;q=0.7")).toEqual([
      "si-LK",
      "si",
      "en-US",
      "en",
    ]);
    // weights rank, ties keep the written order, q=0 means "not this one"
    expect(acceptedTags("fr;q=0.5, ta;q=0.8, en ; q=0.8, si;q=0, *")).toEqual(["ta", "en", "fr"]);
    expect(acceptedTags("")).toEqual([]);
  });

  it("prefers the device's choice (the lang cookie) to the browser's languages", () => {
    expect(requestLanguage("", "ta-LK,ta;q=0.9,en;q=0.8")).toBe("ta");
    expect(requestLanguage("sid=x; lang=en", "ta-LK,ta;q=0.9")).toBe("en");
    expect(requestLanguage("lang=si", "en-US")).toBe("si");
    // an unknown or forged value is no choice
    expect(requestLanguage("lang=<script>", "fr-FR,si;q=0.5")).toBe("si");
    expect(requestLanguage("", "")).toBe("en");
    expect(cookieLanguage("a=1; lang=ta; b=2")).toBe("ta");
    expect(cookieLanguage("xlang=ta")).toBeUndefined();
  });

  it("reads only a header's first tags, so a huge one costs what a short one does", () => {
    const huge = `fr,${"x-y,".repeat(200_000)}ta`;
    const start = performance.now();
    expect(acceptedTags(huge)).toHaveLength(20);
    expect(requestLanguage(`${"a=1; ".repeat(100_000)}lang=si`, huge)).toBe("si");
    expect(performance.now() - start).toBeLessThan(200);
    // a tag cut at the limit is left out, not read as another language
    expect(requestLanguage("", `${" ".repeat(510)}si-LK`)).toBe("en");
  });
});
