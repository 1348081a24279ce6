import { describe, expect, it } from "vitest";
import {
  contactSchema,
  customOrderSchema,
  DESCRIPTION_MESSAGE,
  EMAIL_MESSAGE,
  emptyContact,
  emptyCustomOrder,
  MESSAGE_MESSAGE,
  NAME_MESSAGE,
  SUBJECT_MESSAGE,
  WHATSAPP_MESSAGE,
} from "../../src/shared/validation/forms";
import { validateForm } from "../../src/shared/validation/result";

const contact = {
  name: "Nimali",
  email: "nimali@example.com",
  subject: "Trainers",
  message: "Do you stock blue trainers?",
};
const custom = {
  name: "Kasun",
  whatsapp: "0771234567",
  referenceLinks: ["https://example.com/bag", "  "],
  description: "A tan leather tote from the Milan store.",
};

describe("contact form", () => {
  it("gives its message for every empty field", () => {
    expect(validateForm(contactSchema, emptyContact)).toEqual({
      ok: false,
      message: "",
      // The texts a shopper reads, word for word.
      fieldErrors: {
        name: "Name is required (min 2 chars).",
        email: "Valid email is required.",
        subject: "Subject is required (min 3 chars).",
        message: "Message must be at least 10 characters long.",
      },
    });
  });

  it("checks minimum lengths after trimming and the email format", () => {
    const result = validateForm(contactSchema, {
      name: " N ",
      email: "nimali@",
      subject: "Hi",
      message: "too short",
    });
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      name: NAME_MESSAGE,
      email: EMAIL_MESSAGE,
      subject: SUBJECT_MESSAGE,
      message: MESSAGE_MESSAGE,
    });
  });

  it("accepts a valid message and trims it", () => {
    const result = validateForm(contactSchema, { ...contact, name: "  Nimali " });
    expect(result).toEqual({ ok: true, values: contact });
  });
});

describe("custom request form", () => {
  it("asks for the name, a 7 to 15 digit WhatsApp number and a description", () => {
    const result = validateForm(customOrderSchema, emptyCustomOrder);
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      name: NAME_MESSAGE,
      whatsapp: WHATSAPP_MESSAGE,
      description: DESCRIPTION_MESSAGE,
    });
  });

  it.each(["123456", "1234567890123456", "+94 77 12", "07712abc", "077--", "94+771234567"])(
    "refuses %s as a WhatsApp number",
    (whatsapp) => {
      const result = validateForm(customOrderSchema, { ...custom, whatsapp });
      expect(result.ok ? {} : result.fieldErrors).toEqual({ whatsapp: WHATSAPP_MESSAGE });
    },
  );

  it("accepts 7 and 15 digits, forgives spaces, and drops blank reference links", () => {
    for (const whatsapp of ["1234567", "123456789012345", "077 123 4567"]) {
      expect(validateForm(customOrderSchema, { ...custom, whatsapp }).ok).toBe(true);
    }
    const result = validateForm(customOrderSchema, custom);
    expect(result).toEqual({
      ok: true,
      values: { ...custom, referenceLinks: ["https://example.com/bag"] },
    });
  });

  it("normalises a leading +, spaces and dashes to digits", () => {
    const cases: [string, string][] = [
      ["+94 77 555 1234", "94775551234"],
      ["077-123-4567", "0771234567"],
      [" +94771234567 ", "94771234567"],
    ];
    for (const [typed, stored] of cases) {
      const result = validateForm(customOrderSchema, { ...custom, whatsapp: typed });
      expect(result.ok && result.values.whatsapp).toBe(stored);
    }
  });

  it("does not check reference links (optional, no check)", () => {
    const result = validateForm(customOrderSchema, { ...custom, referenceLinks: ["not a url"] });
    expect(result.ok).toBe(true);
  });
});
