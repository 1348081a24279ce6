/**
 * A guest's "Tell me when it's back" requests on this device, by product: the id and the token
 * the server gave (its only copy), so the product page shows the request as set and can cancel
 * it. Local storage: a few short entries, gone with the site's data (the request itself stays
 * on the server and is still sent).
 */
import type { StockAlert } from "../../backend/stock-alerts";

const KEY = "stock-alerts";

function readAll(): Record<string, StockAlert> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, StockAlert>) : {};
  } catch {
    // storage blocked or its entry not ours: nothing kept
    return {};
  }
}

export function keptAlert(product: string): StockAlert | undefined {
  const found = readAll()[product];
  return found && typeof found.id === "string" ? found : undefined;
}

export function keepAlert(product: string, alert: StockAlert | undefined): void {
  const all = readAll();
  if (alert) all[product] = alert;
  else delete all[product];
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage full or blocked: the request is still set on the server, only not shown here
  }
}
