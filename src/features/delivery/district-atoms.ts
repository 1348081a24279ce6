/**
 * The district the shopper chose, kept in local storage under `district` so a guest's choice
 * survives reloads and offline starts, and every open tab follows it.
 */
import { useAtomValue } from "jotai";
import { useCachedOrders } from "../../offline/orders-cache";
import { deviceAtom } from "../../state/device-atom";
import { sessionUserAtom } from "../account/session-atoms";
import { rememberedDistrict } from "./district-logic";

/** The picker's or the checkout's last district on this device ("" = none yet). */
export const pickedDistrictAtom = deviceAtom<string>("district", "");

/** The district to quote delivery for (district-logic.ts); "" when the shopper must pick. */
export function useRememberedDistrict(): string {
  const picked = useAtomValue(pickedDistrictAtom);
  const user = useAtomValue(sessionUserAtom);
  const orders = useCachedOrders(user?.id ?? "");
  const last = orders?.find((order) => order.shippingAddress.district);
  return rememberedDistrict(picked, last?.shippingAddress.district);
}
