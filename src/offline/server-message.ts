import type { ClientResponseError } from "../backend/client";

/**
 * The server's own words for a refused submission: PocketBase's message plus each field's
 * message (400 answers carry them in `data`), e.g. "Failed to create record. whatsapp: …".
 */
export function serverMessage(error: ClientResponseError): string {
  const fields = error.response?.data;
  const details: string[] = [];
  if (fields && typeof fields === "object") {
    for (const [field, value] of Object.entries(fields as Record<string, unknown>)) {
      const message = (value as { message?: unknown } | null)?.message;
      if (typeof message === "string") details.push(`${field}: ${message}`);
    }
  }
  const head = error.response?.message || error.message || `Request failed (${error.status}).`;
  return details.length ? `${head} ${details.join(" ")}` : String(head);
}
