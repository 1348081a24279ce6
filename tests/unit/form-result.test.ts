import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { termsOrInvalid, toFieldErrors, validateForm } from "../../src/shared/validation/result";

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty("Name is required.")),
  links: v.array(v.pipe(v.string(), v.url("Not a link."))),
  terms: v.pipe(
    v.boolean(),
    v.check((ticked) => ticked, "Accept the terms."),
  ),
});
const message = termsOrInvalid("Accept the terms.", "Fix the fields.");

describe("validateForm", () => {
  it("returns the schema's output when valid", () => {
    expect(validateForm(schema, { name: "  Nimal ", links: [], terms: true }, message)).toEqual({
      ok: true,
      values: { name: "Nimal", links: [], terms: true },
    });
  });

  it("keys errors by the top-level field and keeps each field's first message", () => {
    const result = validateForm(schema, { name: "", links: ["ok?", "x"], terms: false }, message);
    expect(result).toEqual({
      ok: false,
      message: "Fix the fields.",
      fieldErrors: { name: "Name is required.", links: "Not a link.", terms: "Accept the terms." },
    });
  });

  it("gives the terms message only when the box is the one thing wrong", () => {
    const result = validateForm(schema, { name: "Nimal", links: [], terms: false }, message);
    expect(result.ok === false && result.message).toBe("Accept the terms.");
  });

  it("has no form-level message unless one is given", () => {
    const result = validateForm(schema, { name: "", links: [], terms: true });
    expect(result.ok === false && result.message).toBe("");
  });
});

describe("toFieldErrors", () => {
  it("ignores issues without a path", () => {
    const issues = v.safeParse(v.string("Not text."), 1).issues ?? [];
    expect(toFieldErrors(issues)).toEqual({});
  });
});
