/** The messages between the fault history (faults.mjs) and its devices (device.ts). */

/** One submission, as the seeded plan decides it; product and pick are indexes the device wraps. */
export type Op =
  | { kind: "orders"; lines: { product: number; option: number; quantity: number }[] }
  | { kind: "inquiries" | "customorders"; n: number }
  /** a slip for one of the device's delivered orders */
  | { kind: "paymentslips"; pick: number }
  /** a submission already on the device queued again with its clientId */
  | { kind: "again"; pick: number }
  /** a Background Sync wake-up: the service worker drains beside the page */
  | { kind: "sw-drain" };

export type Command =
  | {
      type: "init";
      url: string;
      email: string;
      password: string;
      /** the product the shop keeps putting in and out of stock: some orders are refused */
      flakyProduct: string;
    }
  | { type: "op"; op: Op }
  | { type: "online" }
  | { type: "sign-out" }
  | { type: "sign-in" }
  | { type: "settle"; timeoutMs: number };

export type Told = "queued" | "sent" | "refused";

export interface Ledger {
  /** clientId -> what the app last showed the shopper about it */
  told: Record<string, Told>;
  outbox: {
    id: string;
    kind: string;
    state: string;
    attempts: number;
    resultId: string | undefined;
    error: string | undefined;
    body: Record<string, unknown>;
  }[];
  /** submissions whose screen was still waiting when the device settled */
  unsettled: number;
  /** who the app's session is at the end, and who it should be */
  session: { user: string; expected: string };
  /** refusals and failed sign-ins on the way, counted */
  notes: Record<string, number>;
}
