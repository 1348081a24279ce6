/**
 * The contact and custom-order forms' rules (messages word for word),
 * shared by the screens and their unit tests. The server mirrors them in the migrations.
 */
import * as v from "valibot";

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

const minText = (min: number, message: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(min, message));

export const contactSchema = v.object({
  name: minText(2, NAME_MESSAGE),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(EMAIL_MESSAGE), v.email(EMAIL_MESSAGE)),
  subject: minText(3, SUBJECT_MESSAGE),
  message: minText(10, MESSAGE_MESSAGE),
});

export const customOrderSchema = v.object({
  name: minText(2, NAME_MESSAGE),
  // Stored as digits only; a leading +, spaces and dashes are forgiven as people type them
  // ("+94 77 555 1234"). The server normalises the same way (pb_hooks/lib/whatsapp.js).
  whatsapp: v.pipe(
    v.string(),
    v.transform(normaliseWhatsapp),
    v.regex(/^[0-9]{7,15}$/, WHATSAPP_MESSAGE),
  ),
  // Optional, with no check on their content. Blank rows are dropped.
  referenceLinks: v.pipe(
    v.array(v.string()),
    v.transform((links) => links.map((link) => link.trim()).filter(Boolean)),
  ),
  description: minText(10, DESCRIPTION_MESSAGE),
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
