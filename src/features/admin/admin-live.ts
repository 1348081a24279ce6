/**
 * /admin live: new and changed orders, new slips and the shop's steps arrive by realtime while
 * any admin screen is open. Each is stored in the device's copy (so every screen follows), a
 * new order or slip raises the badge on Orders and plays the chime, and every (re)connection
 * bumps `liveConnectionAtom` so open lists pull what realtime missed while it was down. The toast
 * of a new order or slip has "Open the order": one tap from the alert to the order.
 */
import { useNavigate } from "@tanstack/react-router";
import { atom, useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { type RawRecord, subscribeAdmin } from "../../backend/admin-orders";
import { subscribeMessages } from "../../backend/admin-shop";
import { cacheOrderPart, cacheOrders, forgetOrders } from "../../offline/admin-cache";
import { store } from "../../state/store";
import { showToast } from "../toast/toast-atoms";
import { chime } from "./beep";

/** New orders and slips since the owner last looked at the list. */
export const unseenAtom = atom(0);
/** Changes on every realtime (re)connection; lists pull again when it does. */
export const liveConnectionAtom = atom(0);
/** Changes with every new or changed message (the Messages screen and badge follow it). */
export const messagesChangedAtom = atom(0);

function orderNumberOf(order: RawRecord): string {
  return String(order.orderNumber ?? "");
}

/** The toast's button: opens the order `orderId`. */
export const OPEN_ORDER = "Open the order";

function announce(message: string, open: () => void) {
  store.set(unseenAtom, (n) => n + 1);
  chime();
  void showToast(message, "info", 6000, { key: message, action: { label: OPEN_ORDER, run: open } });
}

/** Subscribes while signed in; stops on sign-out or when /admin closes. */
export function useAdminLive(accountId: string | undefined): void {
  const navigate = useNavigate();
  // the subscription lives as long as the session; it opens orders with the latest navigate
  const openOrder = useRef((_id: string) => {});
  openOrder.current = (id: string) =>
    void navigate({ to: "/admin/$", params: { _splat: `orders/${id}` }, search: {} });
  useEffect(() => {
    if (!accountId) return;
    let stop: (() => Promise<void>) | undefined;
    let stopMessages: (() => Promise<void>) | undefined;
    let closed = false;
    const connect = () => {
      void subscribeAdmin({
        order(record, action) {
          if (action === "delete") return void forgetOrders([record.id]);
          void cacheOrders([record]);
          if (action !== "create") return;
          announce(`New order ${orderNumberOf(record)}`, () => openOrder.current(record.id));
        },
        slip(record, action) {
          if (action !== "create") return;
          void cacheOrderPart("slips", record);
          const order = String(record.order ?? "");
          announce("A payment slip arrived", () => openOrder.current(order));
        },
        action(record) {
          void cacheOrderPart("actions", record);
        },
        connect() {
          store.set(liveConnectionAtom, (n) => n + 1);
        },
      }).then(
        (unsubscribe) => {
          if (closed) void unsubscribe();
          else stop = unsubscribe;
        },
        () => {
          // offline: the `online` listener connects again
        },
      );
      void subscribeMessages(() => store.set(messagesChangedAtom, (n) => n + 1)).then(
        (unsubscribe) => {
          if (closed) void unsubscribe();
          else stopMessages = unsubscribe;
        },
        () => undefined,
      );
    };
    const reconnect = () => {
      if (!stop) connect();
    };
    connect();
    window.addEventListener("online", reconnect);
    return () => {
      closed = true;
      window.removeEventListener("online", reconnect);
      void stop?.();
      void stopMessages?.();
    };
  }, [accountId]);
}

export const useLiveConnection = () => useAtomValue(liveConnectionAtom);
