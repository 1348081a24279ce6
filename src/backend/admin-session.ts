/**
 * The /admin session: the owner (a superuser, with the dashboard's email and password) or a
 * staff member (collection `staff`). It has a client of its own whose token lives under its own
 * storage key, so a customer's session in the shop and a session in /admin never mix: signing
 * one out leaves the other, and the shop's screens never see the owner's token.
 *
 * One form signs both in. This device remembers which of the two doors its last sign-in used
 * and tries that one first, so a sign-in costs one request, and a wrong guess at the other door
 * is counted at most once per device (the sign-in locks count per account,
 * docs/decisions/0007-sign-in-errors-and-locks.md).
 */
import PocketBase, { type ClientResponseError, LocalAuthStore } from "pocketbase";
import { ANSWER_TIMEOUT_MS } from "./client";
import { isResponseError } from "./response-error";
import type { OutboxSession } from "./session";

const AUTH_KEY = "admin_auth";
const DOOR_KEY = "admin-door";

export type AdminRole = "owner" | "staff";
type Door = "_superusers" | "staff";

export interface AdminAccount {
  id: string;
  /** the staff member's name, or "Owner" */
  name: string;
  email: string;
  role: AdminRole;
  /** "Payment received" is theirs: the owner's always, staff's when she switched it on */
  mayConfirmPayments: boolean;
}

let shared: PocketBase | undefined;

/** The /admin client (its own auth store; realtime on its own connection). */
export function adminPb(): PocketBase {
  if (!shared) {
    shared = new PocketBase(location.origin, new LocalAuthStore(AUTH_KEY));
    shared.autoCancellation(false);
  }
  return shared;
}

/**
 * Who is signed in to /admin, or null (a customer's token is never in this store). With
 * `expired` the account of a token past its expiry counts too: offline, the owner still reads
 * the orders on the device, and the token is renewed (or a sign-in asked for) once back online.
 */
export function adminAccount(
  client: PocketBase = adminPb(),
  { expired = false } = {},
): AdminAccount | null {
  const record = client.authStore.record;
  const usable = expired ? client.authStore.token !== "" : client.authStore.isValid;
  if (!usable || !record) return null;
  const email = String(record.email ?? "");
  if (record.collectionName === "_superusers") {
    return { id: record.id, name: "Owner", email, role: "owner", mayConfirmPayments: true };
  }
  if (record.collectionName === "staff") {
    const name = String(record.name ?? "") || email;
    // as of the last sign-in or renewal; the server decides on every step anyway
    const mayConfirmPayments = record.confirmPayments === true;
    return { id: record.id, name, email, role: "staff", mayConfirmPayments };
  }
  return null;
}

/** Calls back on sign-in, sign-out and token refresh; returns the unsubscribe function. */
export function onAdminSessionChange(callback: () => void): () => void {
  return adminPb().authStore.onChange(callback);
}

function doors(): [Door, Door] {
  return localStorage.getItem(DOOR_KEY) === "_superusers"
    ? ["_superusers", "staff"]
    : ["staff", "_superusers"];
}

/**
 * Signs the owner or a staff member in. Throws the SDK's error of the door that says most:
 * a lock or rate limit (429) over a plain "wrong email or password" (400).
 */
export async function signInAdmin(email: string, password: string): Promise<void> {
  const errors: unknown[] = [];
  for (const door of doors()) {
    try {
      await adminPb().collection(door).authWithPassword(email, password, { requestKey: null });
      localStorage.setItem(DOOR_KEY, door);
      return;
    } catch (error) {
      if (!isResponseError(error) || error.status === 0) throw error;
      errors.push(error);
    }
  }
  throw errors.find((error) => (error as ClientResponseError).status === 429) ?? errors[0];
}

/**
 * Renews the token (the owner's lasts a day, a staff member's a week): true, false (no session,
 * or the server refused it: the session is ended so the screen asks for a sign-in) or "offline".
 */
export async function refreshAdmin(client: PocketBase = adminPb()): Promise<boolean | "offline"> {
  const account = adminAccount(client, { expired: true });
  if (!account) return false;
  try {
    await client
      .collection(account.role === "owner" ? "_superusers" : "staff")
      .authRefresh({ requestKey: null, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
    return true;
  } catch (error) {
    if (isResponseError(error) && [401, 403, 404].includes(error.status)) {
      client.authStore.clear();
      return false;
    }
    return "offline";
  }
}

/** Ends the /admin session on this device. */
export function signOutAdmin(): void {
  adminPb().authStore.clear();
}

/** The session the outbox sends the shop's order steps with (src/offline/outbox-sessions.ts). */
export function adminOutboxSession(): OutboxSession {
  return {
    key: "admin",
    client: adminPb(),
    accountId: () => adminAccount()?.id,
    refresh: () => refreshAdmin(),
  };
}
