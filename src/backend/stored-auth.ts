/**
 * The session the SDK stored on this device, read without the SDK, so a page that has not
 * loaded it yet (src/backend/client.ts) still knows at its first render who is signed in. The
 * SDK owns this storage and writes it; here it is only read, or removed when nothing else
 * holds it (LocalAuthStore's format: localStorage["pocketbase_auth"] = {token, record}).
 */
import type { RecordModel } from "pocketbase";

export const AUTH_STORAGE_KEY = "pocketbase_auth";

export interface StoredAuth {
  token: string;
  record: RecordModel | null;
  /** the token's expiry has not passed (the SDK's authStore.isValid) */
  isValid: boolean;
}

/** The SDK's rule: a token whose payload reads and whose `exp` (if any) is still ahead. */
function tokenIsValid(token: string): boolean {
  // nobody signed in (every first visit): no exception thrown and caught on the way
  if (!token) return false;
  try {
    const part = token.split(".")[1] ?? "";
    const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
    const payload = JSON.parse(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)));
    if (!payload || typeof payload !== "object" || !Object.keys(payload).length) return false;
    const { exp } = payload as { exp?: unknown };
    return !exp || Number(exp) > Date.now() / 1000;
  } catch {
    return false;
  }
}

/** The stored token and record, as the SDK's LocalAuthStore will read them. */
export function storedAuth(): StoredAuth {
  let saved: { token?: unknown; record?: unknown; model?: unknown } = {};
  try {
    if (typeof localStorage !== "undefined") {
      saved = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? "{}") ?? {};
    }
  } catch {
    saved = {};
  }
  const token = typeof saved.token === "string" ? saved.token : "";
  const record = (saved.record ?? saved.model ?? null) as RecordModel | null;
  return { token, record, isValid: tokenIsValid(token) };
}

/** Removes the stored session: what the SDK's authStore.clear() does when it is not loaded. */
export function clearStoredAuth(): void {
  localStorage.removeItem(AUTH_STORAGE_KEY);
}
