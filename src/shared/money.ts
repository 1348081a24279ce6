let localFormat: ((amount: number) => string) | undefined;

/**
 * Formats an LKR amount without decimals, e.g. "LKR 12,500" (what Intl's en-LK currency format
 * gives). Written out by hand: building an Intl.NumberFormat loads locale data, which cost
 * about 90 ms of main thread on Lighthouse's throttled phone before the first product card.
 * A shopper who chose Sinhala or Tamil gets si-LK's / ta-LK's format instead (./locale-formats.ts,
 * set by the page and by the server's first screen in that language; its mails in every
 * language write "LKR 12,500").
 */
export function formatLkr(amount: number): string {
  const rounded = Math.round(amount);
  if (localFormat) return localFormat(rounded);
  return `${rounded < 0 ? "-" : ""}LKR ${groupDigits(Math.abs(rounded))}`;
}

/** A number with its thousands grouped by commas, Latin digits ("12500" -> "12,500"). */
export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** The page's format for the shopper's language; undefined for English (the default). */
export function setLkrFormat(format: ((amount: number) => string) | undefined): void {
  localFormat = format;
}
