/**
 * Where signing in returns to (src/features/account/return-to.ts): the shop's listed pages and
 * a quote's link of exactly the shape the server makes, never another site or path.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { returnSearchSchema } from "../../src/features/account/return-to";

const parse = (redirect: unknown) => v.parse(returnSearchSchema, { redirect }).redirect;
const TOKEN = "aB3".repeat(10).concat("xY");

describe("a quote's link as the place to return to", () => {
  it("is honoured with a secret of the server's shape", () => {
    expect(TOKEN).toHaveLength(32);
    expect(parse(`/quote/${TOKEN}`)).toBe(`/quote/${TOKEN}`);
    expect(parse("/profile")).toBe("/profile");
  });

  it("falls back to none for anything else", () => {
    for (const path of [
      "/quote/",
      `/quote/${TOKEN}x`,
      `/quote/${TOKEN.slice(1)}`,
      `/quote/${TOKEN}/../../admin`,
      `/quote/${TOKEN}?next=//evil.example`,
      `//evil.example/quote/${TOKEN}`,
      `https://evil.example/quote/${TOKEN}`,
      `/quotes/${TOKEN}`,
      "/admin",
    ]) {
      expect(parse(path), path).toBeUndefined();
    }
  });
});
