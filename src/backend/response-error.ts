/**
 * Whether an error is the SDK's answer from the server (or its network failure, status 0),
 * told by its shape rather than `instanceof`, so the modules that classify errors need not
 * load the SDK's code to do it.
 */
import type { ClientResponseError } from "pocketbase";

export type { ClientResponseError };

/** True for a ClientResponseError: an Error with a numeric `status` and a `response` object. */
export function isResponseError(error: unknown): error is ClientResponseError {
  if (!(error instanceof Error)) return false;
  const { status, response } = error as Partial<ClientResponseError>;
  return typeof status === "number" && typeof response === "object" && response !== null;
}
