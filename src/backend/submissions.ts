/**
 * What the outbox sends: one create per submission. The server answers a clientId it already
 * stored with that record and stores nothing twice, so a resend is safe.
 */
import type PocketBase from "pocketbase";
import type { SubmissionKind } from "../lib/types";
import { pb } from "./client";

const COLLECTIONS: Record<SubmissionKind, string> = {
  orders: "orders",
  inquiries: "inquiries",
  customorders: "customorders",
};

/** Creates the record (`client` undefined = the app's); resolves with the server's stored copy, throws the SDK's error. */
export async function createSubmission(
  client: PocketBase | undefined,
  kind: SubmissionKind,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const record = await (client ?? pb())
    .collection(COLLECTIONS[kind])
    .create(body, { requestKey: null });
  return { ...record };
}
