/** How an order's status looks on a screen (docs/owner-guide.md). */

/** The badge's modifier class: one colour per step. */
export function statusTone(status: string): string {
  return status.toLowerCase().replace(/\s+/g, "-");
}
