import { endSession } from "../../backend/session";
import { forgetOrders } from "../../offline/orders-cache";

/** Signs out and drops the cached orders, so the next person on this device never sees them. */
/** Sets a new password with the token of a reset email; the customer then signs in with it. */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await pb().collection("users").confirmPasswordReset(token, password, password);
}

export async function signOut(): Promise<void> {
  endSession();
  await forgetOrders();
}
