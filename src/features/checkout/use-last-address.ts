/**
 * A signed-in customer's last address, offered at the next checkout: the newest order on the
 * device (My Orders' cache, read again from the shop when the checkout opens online) that was
 * placed with a district, so an address from before districts is never half filled.
 */
import { useEffect } from "react";
import type { CustomerInfo, ShippingAddress } from "../../lib/types";
import { refreshOrders, useCachedOrders } from "../../offline/orders-cache";

export interface LastAddress {
  phone: CustomerInfo["phone"];
  address: ShippingAddress;
}

/** The last order's phone and address of `userId`; undefined while loading or when none. */
export function useLastAddress(userId: string): LastAddress | undefined {
  useEffect(() => {
    if (userId) refreshOrders(userId).catch(() => {});
  }, [userId]);
  const orders = useCachedOrders(userId);
  const last = orders?.find((order) => order.shippingAddress.district);
  return last ? { phone: last.customerInfo.phone, address: last.shippingAddress } : undefined;
}
