/**
 * What the owner's catalogue screens share when they save: a refusal in the server's own
 * words (or "check the connection" when it never answered), and a run that toasts the outcome.
 */
import { useState } from "react";
import { isResponseError } from "../../backend/client";
import { showToast } from "../toast/toast-atoms";
import { serverErrors } from "./settings-form-state";

export const NOT_SAVED_OFFLINE = "Not saved: check the connection and try again.";

/** The sentence a refused request carries: a field's message first, else the server's. */
export function refusalText(error: unknown): string {
  if (!isResponseError(error) || error.status === 0) return NOT_SAVED_OFFLINE;
  const fields = Object.values(serverErrors(error.response?.data));
  return fields[0] || error.response?.message || error.message;
}

/** The field messages of a 400 answer, keyed by path; empty for any other failure. */
export function fieldErrors(error: unknown): Record<string, string> {
  return isResponseError(error) && error.status === 400 ? serverErrors(error.response?.data) : {};
}

/** `run(work, done)`: busy while it works, then a toast with `done` or the refusal. */
export function useSaving() {
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      await work();
      void showToast(done, "success");
      return true;
    } catch (error) {
      void showToast(refusalText(error), "error", 6000);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
