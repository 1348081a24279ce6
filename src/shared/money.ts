let localFormat: ((amount: number) => string) | undefined;

/**
 * Formats an LKR amount without decimals, e.g. "LKR 12,500" (what Intl's en-LK currency format
 * gives). Written out by hand: building an Intl.NumberFormat loads locale data, which cost
 * about 90 ms of main thread on Lighthouse's throttled phone before the first product card.
 * A shopper who chose Sinhala or Tamil gets Intl's si-LK / ta-LK format instead (set by the
 * page only: the server's mails and pages stay in English).
 */
export function formatLkr(amount: number): string {
  const rounded = Math.round(amount);
  if (localFormat) return localFormat(rounded);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${rounded < 0 ? "-" : ""}LKR ${digits}`;
}

/** The page's format for the shopper's language; undefined for English (the default). */
export function setLkrFormat(format: ((amount: number) => string) | undefined): void {
  localFormat = format;
}
