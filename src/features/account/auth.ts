/**
 * Account actions against PocketBase's users collection. Every function throws the SDK's error
 * on failure; the screens turn it into the spec's message with auth-errors.ts.
 */
import { pb } from "../../backend/client";
import type { RegisterValues } from "../../lib/validation/account";
import { forgetOrders } from "../../offline/orders-cache";

// "Remember me" off: the session ends with the browser session. The SDK keeps its token in
// localStorage, so such a session is marked, together with a session cookie (no expiry: shared
// by all tabs, gone when the browser closes); a start without the cookie drops the session.
const SESSION_ONLY_KEY = "auth-session-only";
const SESSION_COOKIE = "auth-browser-session";

function hasSessionCookie(): boolean {
  return document.cookie.split("; ").includes(`${SESSION_COOKIE}=1`);
}

/** Run once at start-up, before the session is read. */
export function forgetSessionIfNotRemembered(): void {
  if (typeof document === "undefined") return;
  if (localStorage.getItem(SESSION_ONLY_KEY) && !hasSessionCookie()) {
    localStorage.removeItem(SESSION_ONLY_KEY);
    pb().authStore.clear();
  }
}

function rememberSession(remember: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed value; cookieStore is not in every browser
  document.cookie = `${SESSION_COOKIE}=1; path=/; SameSite=Strict`;
  if (remember) localStorage.removeItem(SESSION_ONLY_KEY);
  else localStorage.setItem(SESSION_ONLY_KEY, "1");
}

export async function signIn(email: string, password: string, remember: boolean): Promise<void> {
  await pb().collection("users").authWithPassword(email, password);
  rememberSession(remember);
}

/** Creates the account with its display name, then signs it in. */
export async function register(values: RegisterValues): Promise<void> {
  await pb().collection("users").create({
    name: values.name,
    email: values.email,
    password: values.password,
    passwordConfirm: values.passwordConfirm,
    marketing: values.marketing,
  });
  await signIn(values.email, values.password, true);
}

export async function requestPasswordReset(email: string): Promise<void> {
  await pb().collection("users").requestPasswordReset(email);
}

/** Signs out and drops the cached orders, so the next person on this device never sees them. */
/** Sets a new password with the token of a reset email; the customer then signs in with it. */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await pb().collection("users").confirmPasswordReset(token, password, password);
}

export async function signOut(): Promise<void> {
  localStorage.removeItem(SESSION_ONLY_KEY);
  pb().authStore.clear();
  await forgetOrders();
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
  providerLookup ??= pb()
    .collection("users")
    .listAuthMethods({ requestKey: null })
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
  await pb().collection("users").authWithOAuth2({ provider });
  rememberSession(true);
}
