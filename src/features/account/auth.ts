import { endSession } from "../../backend/session";
import { forgetOrders } from "../../offline/orders-cache";

/**
 * Signs out and drops the cached orders and this device's notifications (before the session
 * ends, so the shop's copy can be deleted), so the next person on this device never sees them.
 */
export async function signOut(): Promise<void> {
  await import("../push/device-push").then(({ turnOffPush }) => turnOffPush()).catch(() => {});
  endSession();
  await forgetOrders();
}
