/// <reference path="../../pb_data/types.d.ts" />
// Validation helpers shared by the hooks. Errors are collected as
// { field: ValidationError } (nested objects for JSON sub-fields), which PocketBase renders in
// its normal error shape: { status: 400, message, data: { field: { code, message } } }.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Parses a JSON field of a record into a plain JS value (null when empty or unparsable). */
function readJson(record, field) {
  const raw = record.getString(field);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch (_) {
    return null;
  }
}

function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * Checks a required text value; returns the trimmed string, or records an error and returns "".
 * opts: { min, max, pattern, patternMessage, email }
 */
function text(errors, key, value, label, opts) {
  const o = opts || {};
  const s = typeof value === "string" ? value.trim() : "";
  const max = o.max || 255;
  if (s === "" && !o.optional) {
    errors[key] = new ValidationError("validation_required", `${label} is required.`);
  } else if (s.length > max) {
    errors[key] = new ValidationError(
      "validation_max_text_constraint",
      `${label} must be at most ${max} characters.`,
    );
  } else if (s !== "" && o.min && s.length < o.min) {
    errors[key] = new ValidationError(
      "validation_min_text_constraint",
      `${label} must be at least ${o.min} characters.`,
    );
  } else if (s !== "" && o.email && !EMAIL_PATTERN.test(s)) {
    errors[key] = new ValidationError("validation_is_email", "Enter a valid email address.");
  } else if (s !== "" && o.pattern && !o.pattern.test(s)) {
    errors[key] = new ValidationError(
      "validation_invalid_format",
      o.patternMessage || "Invalid format.",
    );
  }
  return s;
}

function hasErrors(errors) {
  return Object.keys(errors).length > 0;
}

/** Throws PocketBase's 400 with field errors when any were collected. */
function throwIfAny(errors, message) {
  if (hasErrors(errors)) {
    throw new BadRequestError(message || "Failed to create record.", errors);
  }
}

module.exports = { readJson, isPlainObject, text, hasErrors, throwIfAny };
