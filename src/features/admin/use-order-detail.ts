/**
 * One order for /admin: the device's copy (readable offline), read again from the server when
 * opened, after every realtime reconnection and after each step; plus a file token for its
 * protected slips.
 */
import { useCallback, useEffect, useState } from "react";
import { fetchOrderDetail, fileToken } from "../../backend/admin-orders";
import { isResponseError } from "../../backend/client";
import { cacheOrderDetail, forgetOrders, useCachedOrder } from "../../offline/admin-cache";
import { useLiveConnection } from "./admin-live";

export type DetailSource = "loading" | "server" | "device" | "missing";

export function useOrderDetail(orderId: string) {
  const cached = useCachedOrder(orderId);
  const connection = useLiveConnection();
  const [source, setSource] = useState<DetailSource>("loading");
  const [token, setToken] = useState("");
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: connection and version ask for a new read on purpose
  useEffect(() => {
    let current = true;
    fetchOrderDetail(orderId)
      .then(async (detail) => {
        await cacheOrderDetail(detail);
        if (current) setSource("server");
        const next = await fileToken();
        if (current) setToken(next);
      })
      .catch(async (error: unknown) => {
        if (!current) return;
        if (isResponseError(error) && error.status === 404) {
          await forgetOrders([orderId]);
          setSource("missing");
        } else setSource("device");
      });
    return () => {
      current = false;
    };
  }, [orderId, connection, version]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { cached, source, token, reload };
}
