/**
 * Bodies a form could send, and a hostile client could forge, for each kind of submission: the
 * unit test runs them through the forms' rules (src/shared/validation) and the integration test
 * sends them to the real server; both must give each field the same verdict. Each case is a
 * change to a valid body.
 */
import { SAMPLE_CHECKOUT } from "../../scripts/lib/sample-checkout.mjs";

export type Kind = "orders" | "inquiries" | "customorders" | "users";

export interface SubmissionCase {
  kind: Kind;
  name: string;
  /** the fields as a form holds them (orders: the checkout form's flat fields) */
  fields: Record<string, unknown>;
}

const checkout = { ...SAMPLE_CHECKOUT.customerInfo, ...SAMPLE_CHECKOUT.shippingAddress };
const inquiry = {
  name: "Kamal",
  email: "kamal@example.com",
  subject: "Sizes",
  message: "Do you have size 42 in stock?",
};
const customOrder = {
  name: "Kamal",
  whatsapp: "94771234567",
  referenceLinks: ["https://example.com/item"],
  description: "A limited edition action figure, boxed.",
};
const account = {
  name: "Kamal Perera",
  email: "kamal@example.com",
  password: "correct-horse-42",
  passwordConfirm: "correct-horse-42",
};

const VALID: Record<Kind, Record<string, unknown>> = {
  orders: checkout,
  inquiries: inquiry,
  customorders: customOrder,
  users: account,
};

const CHANGES: [Kind, string, Record<string, unknown>][] = [
  ["orders", "valid", {}],
  ["orders", "a 25-character phone", { phone: "0771234567 0771234567 077" }],
  ["orders", "a 250-character address", { address: `12 Galle Road ${"x".repeat(236)}` }],
  ["orders", "everything empty", Object.fromEntries(Object.keys(checkout).map((k) => [k, ""]))],
  ["orders", "a bad email and a lettered phone", { email: "nope", phone: "077-CALL-ME-NOW" }],
  ["orders", "a province not on the list", { state: "W" }],
  ["orders", "a district of another province", { district: "Jaffna" }],
  ["orders", "a district not on the list", { district: "Atlantis" }],
  ["orders", "a four-digit postal code", { zip: "0030" }],
  ["orders", "another country", { country: "India" }],
  ["orders", "a 101-character first name", { firstName: "N".repeat(101) }],
  [
    "orders",
    "control characters in names",
    { firstName: "Ni\u0000mal\u202E", city: "Col\r\nombo" },
  ],
  ["orders", "a name of spaces", { lastName: "     " }],
  ["inquiries", "valid", {}],
  ["inquiries", "too short everywhere", { name: "K", email: "x", subject: "Hi", message: "Short" }],
  ["inquiries", "a 201-character subject", { subject: "S".repeat(201) }],
  ["inquiries", "a 5001-character message", { message: "m".repeat(5001) }],
  [
    "inquiries",
    "lines and marks",
    { name: "Ka\nmal\u2066", message: "Line one\r\nline two\u0007" },
  ],
  ["customorders", "valid", {}],
  ["customorders", "a WhatsApp number as typed", { whatsapp: "+94 77 123-4567" }],
  ["customorders", "a WhatsApp number with letters", { whatsapp: "call me" }],
  ["customorders", "eleven links", { referenceLinks: Array(11).fill("https://example.com/a") }],
  [
    "customorders",
    "a 2001-character link",
    { referenceLinks: [`https://e.com/${"a".repeat(1987)}`] },
  ],
  ["customorders", "blank and spaced links", { referenceLinks: ["", "  https://e.com/x  ", " "] }],
  ["customorders", "a short description", { description: "Figure" }],
  ["users", "valid", {}],
  ["users", "no name", { name: "  " }],
  ["users", "a bad email", { email: "kamal-at-example" }],
  ["users", "a 7-character password", { password: "short12", passwordConfirm: "short12" }],
  ["users", "passwords that differ", { passwordConfirm: "correct-horse-43" }],
  ["users", "a 101-character name", { name: "K".repeat(101) }],
];

export const SUBMISSION_CASES: SubmissionCase[] = CHANGES.map(([kind, name, change]) => ({
  kind,
  name,
  fields: { ...VALID[kind], ...change },
}));
