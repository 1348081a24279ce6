/** Visible text (src/shared/text.ts): what required and minimum-length rules count. */

import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { visibleLength } from "../../src/shared/text";
import { contactSchema } from "../../src/shared/validation/forms";

describe("visibleLength", () => {
  it("counts no format character of Unicode (every \\p{Cf}) and no white space", () => {
    const missed: string[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const ch = String.fromCodePoint(code);
      if (/[\p{Cf}\s]/u.test(ch) && visibleLength(ch) !== 0) missed.push(code.toString(16));
    }
    expect(missed).toEqual([]);
  });

  it("counts no blank look-alike, and every letter, Sinhala and Tamil included", () => {
    expect(visibleLength("\u3164\u2800\u034F\u115F\uFFA0\uFE0F\u{E0100}")).toBe(0);
    expect(visibleLength("a\u200Bb")).toBe(2);
    expect(visibleLength("ශ්‍රී")).toBe(4);
    expect(visibleLength("கேள்வி")).toBe(6);
  });
});

describe("forms", () => {
  it("refuse text with nothing to see, and count only what is seen towards a minimum", () => {
    const result = v.safeParse(contactSchema, {
      name: "\u200B\u2060",
      email: "a@example.com",
      subject: "\u00AD\u3164\u2800",
      message: `ok${"\u200D".repeat(20)}`,
    });
    expect(result.success).toBe(false);
    const fields = (result.issues ?? []).map((issue) => issue.path?.[0]?.key);
    expect(fields).toEqual(["name", "subject", "message"]);
  });
});
