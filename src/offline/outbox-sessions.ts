/**
 * Whose session sends an outbox item. A customer's orders and payment slips go with the
 * shopper's session (src/backend/session.ts); the shop's order steps (`orderactions`) go with
 * the /admin session (src/backend/admin-session.ts), whose code is loaded only when such a step
 * waits on the device (the owner's and staff's devices; a shopper's page never loads it).
 * Contact messages and custom requests need no session. A step whose session is missing waits,
 * marked as waiting for a sign-in; the service worker, which has no session at all, never
 * sends customer or shop items.
 */
import type { PocketBase } from "../backend/client";
import { type OutboxSession, refreshSession, sessionUser } from "../backend/session";
import { SHOP_KINDS as ADMIN_KINDS, CUSTOMER_KINDS, type SubmissionKind } from "../lib/types";
import type { ShopDb } from "./db";

export type { OutboxSession };

type AdminSessionModule = typeof import("../backend/admin-session");

let admin: OutboxSession | undefined;
// Set by the page (src/main.tsx): the service worker's bundle must not carry the /admin
// session's code (it sends no shop steps, and a page-only module there fails its start).
let loadAdminSession: (() => Promise<AdminSessionModule>) | undefined;
const listeners = new Set<() => void>();

/** A session nobody holds: its items wait for a sign-in. */
const NOBODY: OutboxSession = {
  key: "nobody",
  client: undefined,
  accountId: () => undefined,
  refresh: async () => false,
};

/** Sends the shop's steps with `session` (tests; the app loads its own); returns the undo. */
export function setOutboxAdminSession(session: OutboxSession): () => void {
  admin = session;
  return () => {
    if (admin === session) admin = undefined;
  };
}

/** The page's way to load the /admin session's code when one of its steps waits. */
export function setAdminSessionLoader(loader: () => Promise<AdminSessionModule>): void {
  loadAdminSession = loader;
}

/** Calls back when the /admin session changes once it is loaded (a sign-in may free steps). */
export function onOutboxSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Before a pass: loads the /admin session when one of its steps waits on the device and this
 * drainer may send them (`kinds`). Offline or in a test without a page, it stays missing.
 */
export async function loadOutboxSessions(
  database: ShopDb,
  kinds: readonly SubmissionKind[] | undefined,
): Promise<void> {
  if (admin || !loadAdminSession) return;
  if (kinds && !ADMIN_KINDS.some((kind) => kinds.includes(kind))) return;
  const waiting = await database.outbox.where("kind").anyOf(ADMIN_KINDS).count();
  if (!waiting) return;
  const module = await loadAdminSession();
  admin ??= module.adminOutboxSession();
  module.onAdminSessionChange(() => {
    for (const listener of listeners) listener();
  });
}

/** Whether items of `kind` go only with a signed-in account's session. */
export function needsSession(kind: SubmissionKind): boolean {
  return CUSTOMER_KINDS.includes(kind) || ADMIN_KINDS.includes(kind);
}

/**
 * The session `kind` is sent with, or undefined when it needs none. `client` is the drainer's
 * client for the customer's session (tests bring their own).
 */
export function sessionFor(
  kind: SubmissionKind,
  client: PocketBase | undefined,
): OutboxSession | undefined {
  if (CUSTOMER_KINDS.includes(kind)) {
    return {
      key: "customer",
      client,
      accountId: () => sessionUser(client)?.id,
      refresh: () => refreshSession(client),
    };
  }
  if (ADMIN_KINDS.includes(kind)) return admin ?? NOBODY;
  return undefined;
}
