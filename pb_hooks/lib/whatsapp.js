/// <reference path="../../pb_data/types.d.ts" />
// A WhatsApp number is stored as digits only (the field's pattern is ^[0-9]{7,15}$). People type
// a leading +, spaces and dashes ("+94 77 555 1234"); those are removed here, before the field
// checks run, the same way the app does (src/lib/validation/forms.ts). Anything else is left for
// the pattern to refuse.

function normaliseWhatsapp(value) {
  const trimmed = String(value ?? "").trim();
  return /^\+?[0-9][0-9\s-]*$/.test(trimmed) ? trimmed.replace(/[+\s-]/g, "") : trimmed;
}

module.exports = { normaliseWhatsapp };
