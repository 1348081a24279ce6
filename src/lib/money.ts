const lkr = new Intl.NumberFormat("en-LK", {
  style: "currency",
  currency: "LKR",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Formats an LKR amount without decimals, e.g. "LKR 12,500". */
export function formatLkr(amount: number): string {
  return lkr.format(Math.round(amount)).replace(/\u00a0/g, " ");
}
