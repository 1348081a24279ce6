/**
 * The /admin session as screens use it: who is signed in (re-rendering on sign-in, sign-out and
 * token refresh), its renewal once per visit, and signing out. The outbox sends the shop's
 * steps with this session by itself (src/offline/outbox-sessions.ts).
 */
import { useSyncExternalStore } from "react";
import {
  type AdminAccount,
  adminAccount,
  adminPb,
  onAdminSessionChange,
  refreshAdmin,
  signOutAdmin,
} from "../../backend/admin-session";
import { clearAdminCache } from "../../offline/admin-cache";
import { turnOffPush } from "../push/device-push";

export type { AdminAccount };

let snapshot: { token: string; account: AdminAccount | null } | undefined;

/** The same object while the token is the same, as useSyncExternalStore requires. */
function currentAccount(): AdminAccount | null {
  const token = adminPb().authStore.token;
  if (snapshot?.token !== token) {
    snapshot = { token, account: adminAccount(adminPb(), { expired: true }) };
  }
  return snapshot.account;
}

/** Who is signed in to /admin (null: the sign-in form is shown). */
export function useAdminAccount(): AdminAccount | null {
  return useSyncExternalStore(onAdminSessionChange, currentAccount, () => null);
}

/** Renews the /admin token once per visit (or ends a session the server no longer honours). */
export function renewAdminSession(): void {
  void refreshAdmin();
}

/** Signs out of /admin and forgets the orders read on this device. */
export async function leaveAdmin(): Promise<void> {
  // this device stops getting the shop's alerts with the session that asked for them
  await turnOffPush(adminPb()).catch(() => undefined);
  signOutAdmin();
  await clearAdminCache().catch(() => undefined);
}
