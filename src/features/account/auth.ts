import { endSession } from "../../backend/session";
import { forgetOrders } from "../../offline/orders-cache";

/** Signs out and drops the cached orders, so the next person on this device never sees them. */
export async function signOut(): Promise<void> {
  endSession();
  await forgetOrders();
}
