/**
 * The forms' verdicts on the bodies of tests/shared/submission-cases.ts (the server gives the
 * same ones: tests/integration/shared-rules.test.ts). The cases where the form and the server
 * once disagreed are refused here, with a field message, before anything is queued.
 */
import { describe, expect, it } from "vitest";
import { SUBMISSION_CASES } from "../shared/submission-cases";
import { clientVerdict } from "../shared/verdicts";

const verdict = (kind: string, name: string) => {
  const found = SUBMISSION_CASES.find((c) => c.kind === kind && c.name === name);
  if (!found) throw new Error(`no case ${kind}: ${name}`);
  return clientVerdict(found);
};

describe("the forms' shared rules", () => {
  it("refuse a 25-character phone and a 250-character address with a field message", () => {
    expect(verdict("orders", "a 25-character phone").errors).toEqual({
      phone: "Enter a valid phone number.",
    });
    expect(verdict("orders", "a 250-character address").errors).toEqual({
      address: "Address must be at most 200 characters.",
    });
  });

  it("accept every valid body", () => {
    for (const kind of ["orders", "inquiries", "customorders", "users"]) {
      expect(verdict(kind, "valid").errors).toEqual({});
    }
  });

  it("take control characters and direction marks out, keeping a message's lines", () => {
    expect(verdict("orders", "control characters in names").values).toMatchObject({
      firstName: "Nimal",
      city: "Col ombo",
    });
    expect(verdict("inquiries", "lines and marks").values).toMatchObject({
      name: "Ka mal",
      message: "Line one\nline two",
    });
  });

  it("store a WhatsApp number as digits and drop blank links", () => {
    expect(verdict("customorders", "a WhatsApp number as typed").values).toMatchObject({
      whatsapp: "94771234567",
    });
    expect(verdict("customorders", "blank and spaced links").values).toMatchObject({
      referenceLinks: ["https://e.com/x"],
    });
  });

  it("give each bad field the spec's message", () => {
    expect(verdict("inquiries", "too short everywhere").errors).toEqual({
      name: "Name is required (min 2 chars).",
      email: "Valid email is required.",
      subject: "Subject is required (min 3 chars).",
      message: "Message must be at least 10 characters long.",
    });
    expect(verdict("orders", "a province not on the list").errors).toEqual({
      state: "Choose your province from the list.",
    });
    expect(verdict("orders", "a district of another province").errors).toEqual({
      district: "Choose a district of your province.",
    });
    expect(verdict("orders", "a district not on the list").errors).toEqual({
      district: "Choose your district from the list.",
    });
    expect(verdict("orders", "a four-digit postal code").errors).toEqual({
      zip: "Enter the 5-digit postal code.",
    });
    expect(verdict("users", "passwords that differ").errors).toEqual({
      passwordConfirm: "Passwords do not match.",
    });
  });
});
