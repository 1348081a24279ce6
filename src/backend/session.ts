/**
 * The session: who is signed in, signing in and out, and its changes. "Signed in" means a
 * valid token of a record in the users collection (a dashboard superuser is not a customer);
 * sessionUser() is the only place that decides it.
 *
 * "Remember me" off: the session ends with the browser session. The SDK keeps its token in
 * localStorage, so such a session is marked, together with a session cookie (no expiry: shared
 * by all tabs, gone when the browser closes); a start without the cookie drops the session.
 *
 * Until the SDK is loaded (src/backend/client.ts) the session is the one it stored
 * (stored-auth.ts), and its changes are another tab's (storage events) or this page's sign-out;
 * once loaded, the SDK's authStore is the session. `client` undefined = the app's.
 */
import type PocketBase from "pocketbase";
import type { SessionUser } from "../lib/types";
import {
  ANSWER_TIMEOUT_MS,
  isResponseError,
  loadClient,
  loadedClient,
  whenClientLoads,
} from "./client";
import { AUTH_STORAGE_KEY, clearStoredAuth, storedAuth } from "./stored-auth";

const USERS = "users";

/**
 * A session something is sent under: the shopper's (here) or the /admin one
 * (./admin-session.ts). The outbox (src/offline/outbox-sessions.ts) picks one per item.
 */
export interface OutboxSession {
  /** one name per session: kinds sent with the same session share its checks in a pass */
  key: string;
  /** the client that sends under this session (undefined = the app's own) */
  client: PocketBase | undefined;
  /** the signed-in account whose items may go now; undefined when nobody is signed in */
  accountId(): string | undefined;
  /** renews the token: true, false (no session, or refused: ended) or "offline" */
  refresh(): Promise<boolean | "offline">;
}
const SESSION_ONLY_KEY = "auth-session-only";
const SESSION_COOKIE = "auth-browser-session";

/** The signed-in customer, or null. */
export function sessionUser(client?: PocketBase): SessionUser | null {
  const { isValid, record } = (client ?? loadedClient())?.authStore ?? storedAuth();
  if (!isValid || !record || record.collectionName !== USERS) return null;
  return { id: record.id, name: String(record.name ?? ""), email: String(record.email ?? "") };
}

/** Listeners of the stored session, told of changes until the SDK loads and takes them over. */
const storedListeners = new Set<() => void>();
let hearingOtherTabs = false;

function tellStoredListeners(): void {
  for (const listener of [...storedListeners]) listener();
}

/** Another tab's sign-in or sign-out, heard before the SDK (which then hears them itself) loads. */
function hearOtherTabs(): void {
  if (hearingOtherTabs || typeof window === "undefined") return;
  hearingOtherTabs = true;
  window.addEventListener("storage", (event) => {
    if (event.key === AUTH_STORAGE_KEY && !loadedClient()) tellStoredListeners();
  });
}

/** Calls back on sign-in, sign-out and token refresh; returns the unsubscribe function. */
export function onSessionChange(callback: () => void, client?: PocketBase): () => void {
  if (client) return client.authStore.onChange(callback);
  let stopSdk: (() => void) | undefined;
  let stopped = false;
  hearOtherTabs();
  storedListeners.add(callback);
  whenClientLoads((loaded) => {
    storedListeners.delete(callback);
    if (!stopped) stopSdk = loaded.authStore.onChange(callback);
  });
  return () => {
    stopped = true;
    storedListeners.delete(callback);
    stopSdk?.();
  };
}

/** Ends the session: through the SDK when it is loaded, else in its storage. */
function clearSession(client = loadedClient()): void {
  if (client) client.authStore.clear();
  else {
    clearStoredAuth();
    tellStoredListeners();
  }
}

/**
 * Renews the session's token before orders go out: true, false (no session, or the server
 * refused it: the session is ended so the UI asks for a new sign-in) or "offline" (no answer within
 * ANSWER_TIMEOUT_MS counts as offline).
 */
export async function refreshSession(client?: PocketBase): Promise<boolean | "offline"> {
  if (!sessionUser(client)) return false;
  try {
    const sender = client ?? (await loadClient());
    await sender
      .collection(USERS)
      .authRefresh({ requestKey: null, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
    return true;
  } catch (error) {
    if (isResponseError(error) && [401, 403, 404].includes(error.status)) {
      clearSession(client);
      return false;
    }
    return "offline";
  }
}

function hasSessionCookie(): boolean {
  return document.cookie.split("; ").includes(`${SESSION_COOKIE}=1`);
}

/** Run once at start-up, before the session is read. */
export function forgetSessionIfNotRemembered(): void {
  if (typeof document === "undefined") return;
  if (localStorage.getItem(SESSION_ONLY_KEY) && !hasSessionCookie()) {
    localStorage.removeItem(SESSION_ONLY_KEY);
    clearSession();
  }
}

function rememberSession(remember: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed value; cookieStore is not in every browser
  document.cookie = `${SESSION_COOKIE}=1; path=/; SameSite=Strict`;
  if (remember) localStorage.removeItem(SESSION_ONLY_KEY);
  else localStorage.setItem(SESSION_ONLY_KEY, "1");
}

/** Throws the SDK's error; the screens turn it into a message with auth-errors.ts. */
export async function signIn(email: string, password: string, remember: boolean): Promise<void> {
  await (await loadClient()).collection(USERS).authWithPassword(email, password);
  rememberSession(remember);
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
  marketing: boolean;
}

/** Creates the account with its display name, then signs it in. */
export async function register(account: NewAccount): Promise<void> {
  await (await loadClient()).collection(USERS).create({
    name: account.name,
    email: account.email,
    password: account.password,
    passwordConfirm: account.passwordConfirm,
    marketing: account.marketing,
  });
  await signIn(account.email, account.password, true);
}

export async function requestPasswordReset(email: string): Promise<void> {
  await (await loadClient()).collection(USERS).requestPasswordReset(email);
}

/** Sets a new password with the token of a reset email; the customer then signs in with it. */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await (await loadClient()).collection(USERS).confirmPasswordReset(token, password, password);
}

/** Ends the session on this device. */
export function endSession(): void {
  localStorage.removeItem(SESSION_ONLY_KEY);
  clearSession();
}

type OAuthProvider = "google" | "oidc";
let providerLookup: Promise<OAuthProvider | null> | undefined;

/**
 * The "Sign in with Google" button uses PocketBase's Google provider when the server has it
 * (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET), else a generic OpenID Connect provider, which is
 * how the end-to-end test signs in against a local mock. Looked up ahead of the click, so the
 * popup opens within the click's user activation.
 */
export function lookUpGoogleProvider(): Promise<OAuthProvider | null> {
  providerLookup ??= loadClient()
    .then((client) => client.collection(USERS).listAuthMethods({ requestKey: null }))
    .then((methods) => {
      const names = methods.oauth2.enabled ? methods.oauth2.providers.map((p) => p.name) : [];
      if (names.includes("google")) return "google" as const;
      return names.includes("oidc") ? ("oidc" as const) : null;
    })
    .catch(() => {
      providerLookup = undefined;
      return null;
    });
  return providerLookup;
}

export async function signInWithGoogle(): Promise<void> {
  const provider = await lookUpGoogleProvider();
  if (!provider) throw new Error("No Google sign-in is configured on the server.");
  await (await loadClient()).collection(USERS).authWithOAuth2({ provider });
  rememberSession(true);
}
