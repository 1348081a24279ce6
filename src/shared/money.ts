/**
 * Formats an LKR amount without decimals, e.g. "LKR 12,500" (what Intl's en-LK currency format
 * gives). Written out by hand: building an Intl.NumberFormat loads locale data, which cost
 * about 90 ms of main thread on Lighthouse's throttled phone before the first product card.
 */
export function formatLkr(amount: number): string {
  const rounded = Math.round(amount);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${rounded < 0 ? "-" : ""}LKR ${digits}`;
}
