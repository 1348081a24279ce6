/** Sending a refund or a replacement (order-aftercare.tsx) through the outbox, like every step. */
import { submit } from "../../offline/submit";
import { showToast } from "../toast/toast-atoms";
import { QUEUED_STEP } from "./order-steps";

/** Sends an aftercare action and says how it went; true once the server took it. */
export async function sendAftercare(
  body: Record<string, unknown>,
  accountId: string,
  fail: (message: string) => void,
  done: string,
): Promise<boolean> {
  const result = await submit("orderactions", body, { userId: accountId });
  if (result.kind === "sent") {
    void showToast(done, "success");
    return true;
  }
  if (result.kind === "queued") {
    void showToast(QUEUED_STEP, "info", 6000);
    return true;
  }
  fail(result.message);
  return false;
}
