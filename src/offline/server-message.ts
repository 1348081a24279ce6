import type { ClientResponseError } from "../backend/response-error";
import { fileRefusal } from "../shared/attachments";

/** PocketBase's generic validator messages say nothing of the field, so those get its name. */
const GENERIC = /^(must|cannot|invalid|the value|value)/i;

/**
 * The server's own words for a refused submission. A 400 answer carries each field's message
 * in `data`: those are what a shopper can act on ("Product X is out of stock."), so they
 * replace PocketBase's general "Failed to create record.".
 */
export function serverMessage(error: ClientResponseError): string {
  const fields = error.response?.data;
  const details: string[] = [];
  if (fields && typeof fields === "object") {
    for (const [field, value] of Object.entries(fields as Record<string, unknown>)) {
      const { message, code } = (value ?? {}) as { message?: unknown; code?: unknown };
      if (typeof message !== "string") continue;
      // PocketBase's own words for a refused file name the stored file: say what to do instead
      const file = typeof code === "string" ? fileRefusal(code) : undefined;
      if (file) {
        details.push(file);
        continue;
      }
      details.push(GENERIC.test(message) ? `${field}: ${message}` : message);
    }
  }
  if (details.length) return details.join(" ");
  return String(error.response?.message || error.message || `Request failed (${error.status}).`);
}
