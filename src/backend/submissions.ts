/**
 * What the outbox sends: one create per submission. The server answers a clientId it already
 * stored with that record and stores nothing twice, so a resend is safe.
 */
import type PocketBase from "pocketbase";
import type { SubmissionKind } from "../lib/types";
import { loadClient } from "./client";

const COLLECTIONS: Record<SubmissionKind, string> = {
  orders: "orders",
  inquiries: "inquiries",
  customorders: "customorders",
  paymentslips: "paymentslips",
  orderactions: "orderactions",
};

/** A payment slip travels as a file upload; the outbox keeps its Blob in IndexedDB. */
function slipForm(body: Record<string, unknown>): FormData {
  const form = new FormData();
  form.append("order", String(body.order ?? ""));
  form.append("clientId", String(body.clientId ?? ""));
  if (body.file instanceof Blob) form.append("file", body.file, String(body.fileName ?? "slip"));
  return form;
}

/**
 * A custom request with photos travels as a file upload (the photos' Blobs wait in IndexedDB);
 * without photos, as JSON like any form.
 */
function requestBody(body: Record<string, unknown>): FormData | Record<string, unknown> {
  const photos = Array.isArray(body.photos) ? body.photos.filter((p) => p instanceof Blob) : [];
  const { photos: _, photoNames, ...fields } = body;
  if (photos.length === 0) return fields;
  const names = Array.isArray(photoNames) ? photoNames : [];
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, typeof value === "string" ? value : JSON.stringify(value ?? ""));
  }
  photos.forEach((photo, i) => {
    form.append("photos", photo, String(names[i] ?? `photo-${i + 1}`));
  });
  return form;
}

function payload(kind: SubmissionKind, body: Record<string, unknown>) {
  if (kind === "paymentslips") return slipForm(body);
  return kind === "customorders" ? requestBody(body) : body;
}

/**
 * Creates the record (`client` undefined = the app's); resolves with the server's stored copy,
 * throws the SDK's error (an aborted send: `isAbort`, status 0).
 */
export async function createSubmission(
  client: PocketBase | undefined,
  kind: SubmissionKind,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const record = await (client ?? (await loadClient()))
    .collection(COLLECTIONS[kind])
    .create(payload(kind, body), { requestKey: null, signal });
  return { ...record };
}
