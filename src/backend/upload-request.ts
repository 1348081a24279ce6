/**
 * One request to the server with upload progress, for /admin's uploads (a product's photos, a
 * refund's video): XMLHttpRequest, since fetch reports none. Answers the record, or throws an
 * UploadRefusal with the server's message and each field's.
 */
import type { RecordModel } from "pocketbase";
import { adminPb } from "./admin-session";

export interface UploadRefusal {
  status: number;
  message: string;
  /** each field's message */
  fields: Record<string, string>;
  /** each field's refusal code (PocketBase's own, e.g. validation_file_size_limit) */
  codes: Record<string, string>;
}

export const NOT_SENT = "Not saved: check the connection and try again.";

/**
 * Sends `body` (a form with files, or JSON text) as the signed-in owner; `fileField` is told
 * the server's 413 (the files together too large for its body limit).
 */
export function sendWithProgress(
  method: "POST" | "PATCH",
  path: string,
  body: FormData | string,
  onProgress: (sent: number, total: number) => void,
  fileField: string,
): Promise<RecordModel> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, adminPb().buildURL(path));
    xhr.setRequestHeader("Authorization", adminPb().authStore.token);
    if (typeof body === "string") xhr.setRequestHeader("Content-Type", "application/json");
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    xhr.onerror = () =>
      reject({ status: 0, message: NOT_SENT, fields: {}, codes: {} } satisfies UploadRefusal);
    xhr.onload = () => {
      const answer = (() => {
        try {
          return JSON.parse(xhr.responseText) as Record<string, unknown>;
        } catch {
          // a proxy's HTML error page: the status says enough
          return {};
        }
      })();
      if (xhr.status >= 200 && xhr.status < 300) return resolve(answer as RecordModel);
      reject(toRefusal(xhr.status, answer, fileField));
    };
    xhr.send(body);
  });
}

function toRefusal(
  status: number,
  answer: Record<string, unknown>,
  fileField: string,
): UploadRefusal {
  const fields: Record<string, string> = {};
  const codes: Record<string, string> = {};
  const data = (answer.data ?? {}) as Record<string, { message?: unknown; code?: unknown }>;
  for (const [field, error] of Object.entries(data)) {
    if (typeof error?.message === "string") fields[field] = error.message;
    if (typeof error?.code === "string") codes[field] = error.code;
  }
  const message = typeof answer.message === "string" ? answer.message : "";
  if (status === 413 && !fields[fileField])
    fields[fileField] = message || "The files are too large.";
  return { status, message: message || `Not saved (${status}).`, fields, codes };
}
