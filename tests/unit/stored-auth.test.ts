/**
 * The session read without the SDK (src/backend/stored-auth.ts) must agree with the SDK's own
 * LocalAuthStore on the same storage, or the header would greet someone the SDK then signs out
 * (or hide a session it keeps). And the SDK's errors are told apart by shape, not instanceof.
 */
import PocketBase, { ClientResponseError, LocalAuthStore } from "pocketbase";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isResponseError } from "../../src/backend/response-error";
import { AUTH_STORAGE_KEY, clearStoredAuth, storedAuth } from "../../src/backend/stored-auth";

/** A JWT-shaped token with `payload` (the signature is never checked on the device). */
function token(payload: Record<string, unknown>): string {
  const part = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `eyJhbGciOiJIUzI1NiJ9.${part}.signature`;
}

const RECORD = { id: "u1", collectionId: "c1", collectionName: "users", name: "Nimali" };
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

beforeEach(() => {
  // the SDK reads window.localStorage, the app reads localStorage: the same object
  const storage = new MemoryStorage();
  Object.assign(globalThis, { localStorage: storage, window: { localStorage: storage } });
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>).localStorage;
  delete (globalThis as Record<string, unknown>).window;
});

describe("storedAuth", () => {
  it("reads what the SDK stored, and agrees with it on validity", () => {
    for (const exp of [inAnHour(), Math.floor(Date.now() / 1000) - 60]) {
      new LocalAuthStore().save(token({ id: "u1", exp }), RECORD as never);
      const sdk = new LocalAuthStore();
      const stored = storedAuth();
      expect(stored.record?.id).toBe("u1");
      expect(stored.token).toBe(sdk.token);
      expect(stored.isValid).toBe(sdk.isValid);
    }
    expect(storedAuth().isValid).toBe(false); // the last one expired a minute ago
  });

  it("reads a url-safe token the SDK's decoder would", () => {
    // "~~~" and "???" encode to base64url characters "-" and "_"
    const stored = token({ id: "u1", note: "~~~???", exp: inAnHour() });
    expect(stored).toMatch(/[-_]/);
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: stored, record: RECORD }));
    expect(storedAuth().isValid).toBe(true);
  });

  it("treats nothing, garbage and a malformed token as nobody signed in", () => {
    expect(storedAuth()).toEqual({ token: "", record: null, isValid: false });
    localStorage.setItem(AUTH_STORAGE_KEY, "{not json");
    expect(storedAuth().isValid).toBe(false);
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: "abc", record: RECORD }));
    expect(storedAuth().isValid).toBe(false);
  });

  it("clears the session so that the SDK, loaded later, finds none", () => {
    new LocalAuthStore().save(token({ id: "u1", exp: inAnHour() }), RECORD as never);
    clearStoredAuth();
    expect(storedAuth().isValid).toBe(false);
    expect(new PocketBase("http://127.0.0.1:9").authStore.isValid).toBe(false);
  });
});

describe("isResponseError", () => {
  it("recognises the SDK's errors, network failures included, and nothing else", () => {
    expect(isResponseError(new ClientResponseError({ status: 404, response: {} }))).toBe(true);
    expect(isResponseError(new ClientResponseError({ status: 0, isAbort: false }))).toBe(true);
    expect(isResponseError(new Error("boom"))).toBe(false);
    expect(isResponseError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isResponseError({ status: 400, response: {} })).toBe(false);
    expect(isResponseError(undefined)).toBe(false);
  });
});
