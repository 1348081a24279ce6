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

/** Creates the record (`client` undefined = the app's); resolves with the server's stored copy, throws the SDK's error. */
export async function createSubmission(
  client: PocketBase | undefined,
  kind: SubmissionKind,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const record = await (client ?? (await loadClient()))
    .collection(COLLECTIONS[kind])
    .create(kind === "paymentslips" ? slipForm(body) : body, { requestKey: null });
  return { ...record };
}
