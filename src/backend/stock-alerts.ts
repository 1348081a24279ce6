/**
 * "Tell me when it's back" (collection `stockalerts`, pb_hooks/stock-alerts.pb.js): ask to be
 * told once an out-of-stock product returns, find the signed-in customer's own request, and
 * cancel one. A guest's request is cancelled with the token the server gave this device only.
 */
import { loadClient } from "./client";
import { isResponseError } from "./response-error";

const COLLECTION = "stockalerts";

/** What the device keeps of a request: its id and, for a guest, the token that cancels it. */
export interface StockAlert {
  id: string;
  token: string;
}

/** The words to show for a refused request: the server's field message, else its message. */
export function alertProblem(error: unknown): string {
  if (!isResponseError(error)) return "";
  if (error.status === 0) return "";
  const data: Record<string, { message?: string }> = error.response?.data ?? {};
  const field = Object.values(data).find((d) => typeof d?.message === "string");
  if (error.status === 429) return "Too many requests. Please wait a while and try again.";
  return field?.message ?? error.message;
}

/** Asks to be told; `email` only for a guest. Throws the SDK's error when refused or offline. */
export async function requestStockAlert(body: {
  product: string;
  email?: string;
  language: string;
  channel: "push" | "email";
}): Promise<StockAlert> {
  const client = await loadClient();
  const answer = await client.collection(COLLECTION).create(body, { requestKey: null });
  return { id: String(answer.id ?? ""), token: String(answer.token ?? "") };
}

/** The signed-in customer's waiting request for `product`, if any (undefined when offline). */
export async function ownStockAlert(product: string): Promise<StockAlert | null | undefined> {
  const client = await loadClient();
  if (!client.authStore.record) return null;
  const filter = client.filter("product = {:product} && status = 'waiting'", { product });
  try {
    const found = await client.collection(COLLECTION).getList(1, 1, { filter, requestKey: null });
    const first = found.items[0];
    return first ? { id: first.id, token: "" } : null;
  } catch (error) {
    if (isResponseError(error) && error.status === 0) return undefined;
    throw error;
  }
}

/** Cancels a request; one already gone (sent, or cancelled elsewhere) counts as cancelled. */
export async function cancelStockAlert(alert: StockAlert): Promise<void> {
  const client = await loadClient();
  const headers: Record<string, string> = alert.token ? { "X-Alert-Token": alert.token } : {};
  try {
    await client.collection(COLLECTION).delete(alert.id, { headers, requestKey: null });
  } catch (error) {
    if (isResponseError(error) && error.status === 404) return;
    throw error;
  }
}
