/**
 * The contact and custom-order forms' rules (messages word for word), one copy for the screens
 * and the server (pb_hooks/submissions.pb.js runs them through src/shared/server.ts). The
 * collections' own field limits in pb_migrations agree with the maximums here.
 */
import * as v from "valibot";
import { cleanLine, linesText, lineText, visibleLength, visibleMinLength } from "../text";

export const FORM_FAILED = "Something went wrong. Please try again.";
export const CONTACT_SUCCESS = "Your message has been sent. Thank you!";
export const CUSTOM_ORDER_SUCCESS = "Your custom order has been submitted successfully!";
export const NAME_MESSAGE = "Name is required (min 2 chars).";
export const EMAIL_MESSAGE = "Valid email is required.";
export const SUBJECT_MESSAGE = "Subject is required (min 3 chars).";
export const MESSAGE_MESSAGE = "Message must be at least 10 characters long.";
export const DESCRIPTION_MESSAGE = "Description must be at least 10 characters long.";
export const WHATSAPP_MESSAGE =
  "Enter a valid WhatsApp number: 7 to 15 digits (spaces, dashes and a leading + are fine).";

/** "+94 77 555-1234" -> "94775551234"; anything with other characters is left to be refused. */
export function normaliseWhatsapp(value: string): string {
  const trimmed = value.trim();
  return /^\+?[0-9][0-9\s-]*$/.test(trimmed) ? trimmed.replace(/[+\s-]/g, "") : trimmed;
}

export const MAX_REFERENCE_LINKS = 10;
export const MAX_LINK_LENGTH = 2000;

/** At least `min` visible and at most `max` characters, after cleaning and trimming. */
function sized(text: typeof lineText, label: string, min: number, max: number, message: string) {
  return v.pipe(
    text(),
    visibleMinLength(min, message),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );
}

const name = sized(lineText, "Name", 2, 100, NAME_MESSAGE);

export const contactSchema = v.object({
  name,
  email: v.pipe(
    lineText(),
    v.nonEmpty(EMAIL_MESSAGE),
    v.maxLength(254, EMAIL_MESSAGE),
    v.email(EMAIL_MESSAGE),
  ),
  subject: sized(lineText, "Subject", 3, 200, SUBJECT_MESSAGE),
  message: sized(linesText, "Message", 10, 5000, MESSAGE_MESSAGE),
});

export const customOrderSchema = v.object({
  name,
  // Stored as digits only; a leading +, spaces and dashes are forgiven as people type them
  // ("+94 77 555 1234"). The server checks with this same schema (pb_hooks/submissions.pb.js).
  whatsapp: v.pipe(
    v.string(),
    v.transform(normaliseWhatsapp),
    v.regex(/^[0-9]{7,15}$/, WHATSAPP_MESSAGE),
  ),
  // Optional, with no check on their content; blank rows are dropped. Bounded in number and
  // length so a hostile client cannot store arbitrary amounts.
  referenceLinks: v.pipe(
    v.array(v.string("Each reference link must be text.")),
    v.transform((links) =>
      links.map((link) => cleanLine(link).trim()).filter((link) => visibleLength(link) > 0),
    ),
    v.maxLength(MAX_REFERENCE_LINKS, `At most ${MAX_REFERENCE_LINKS} reference links.`),
    v.check(
      (links) => links.every((link) => link.length <= MAX_LINK_LENGTH),
      "A reference link is too long.",
    ),
  ),
  description: sized(linesText, "Description", 10, 5000, DESCRIPTION_MESSAGE),
});

export type ContactInput = v.InferInput<typeof contactSchema>;
export type ContactValues = v.InferOutput<typeof contactSchema>;
export type CustomOrderInput = v.InferInput<typeof customOrderSchema>;
export type CustomOrderValues = v.InferOutput<typeof customOrderSchema>;

export const emptyContact: ContactInput = { name: "", email: "", subject: "", message: "" };
export const emptyCustomOrder: CustomOrderInput = {
  name: "",
  whatsapp: "",
  referenceLinks: [""],
  description: "",
};
