/**
 * This device's Web Push subscription (docs/owner-guide.md). The browser subscribes through
 * the service worker with the shop's VAPID public key; the shop stores the subscription's
 * toJSON() as it is, owned by the signed-in account (pb_hooks/push.pb.js). It is sent again at
 * each app start (subscriptions expire and change silently: an unchanged one writes nothing) and
 * removed, with the browser's subscription, on sign-out and when turned off in the profile.
 */
import type PocketBase from "pocketbase";
import { loadClient } from "../../backend/client";
import { sessionUser } from "../../backend/session";
import { m } from "../../lib/i18n/i18n";

const COLLECTION = "pushsubscriptions";
/** What this device last stored, and when: an unchanged one is sent again once a day. */
const SENT_KEY = "push-subscription-sent";
const RESEND_AFTER_MS = 24 * 3600 * 1000;

/** unsupported: no Web Push here (iOS: only once added to the Home Screen); denied: blocked. */
export type PushState = "unsupported" | "denied" | "off" | "on";

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

async function browserSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** This device's state for the signed-in customer. */
export async function devicePushState(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  if (Notification.permission !== "granted") return "off";
  return (await browserSubscription()) ? "on" : "off";
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Stores `subscription` for the signed-in account of `client`, whose owner field is `owner`
 * ("user" for customers, "staff" for the shop's staff in /admin).
 */
export async function storeSubscription(
  subscription: PushSubscription,
  owner: "user" | "staff" = "user",
  client?: PocketBase,
): Promise<void> {
  client ??= await loadClient();
  const id = client.authStore.record?.id;
  if (!id) return;
  const body = { ...subscription.toJSON(), [owner]: id };
  await client.collection(COLLECTION).create(body, { requestKey: null });
  localStorage.setItem(SENT_KEY, JSON.stringify({ body, at: Date.now() }));
}

/** True when this very subscription was stored for this account within the last day. */
function sentRecently(subscription: PushSubscription, owner: "user" | "staff", id: string) {
  try {
    const sent = JSON.parse(localStorage.getItem(SENT_KEY) ?? "null");
    const body = JSON.stringify({ ...subscription.toJSON(), [owner]: id });
    return JSON.stringify(sent?.body) === body && Date.now() - sent.at < RESEND_AFTER_MS;
  } catch {
    return false;
  }
}

/** Asks for permission, subscribes and stores the subscription; throws a message to show. */
export async function turnOnPush(
  owner: "user" | "staff" = "user",
  client?: PocketBase,
): Promise<void> {
  if (!pushSupported()) throw new Error(m("This browser cannot show notifications from the shop."));
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    throw new Error(m("Notifications are blocked for this shop in your browser's settings."));
  }
  await storeSubscription(await subscribeWithShopKey(), owner, client);
}

/**
 * The browser's subscription made with the shop's current VAPID key: one made with another key
 * (a shop restored without its push folder) cannot be used, so it is replaced.
 */
async function subscribeWithShopKey(): Promise<PushSubscription> {
  const response = await fetch("/api/shop/push/key");
  if (!response.ok) throw new Error(m("Notifications are not ready yet. Please try again later."));
  const { publicKey } = (await response.json()) as { publicKey: string };
  const registration = await navigator.serviceWorker.ready;
  const serverKey = base64UrlBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  const key = new Uint8Array(subscription?.options.applicationServerKey ?? new ArrayBuffer(0));
  const sameKey = key.length === serverKey.length && key.every((byte, i) => byte === serverKey[i]);
  if (subscription && !sameKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: serverKey,
  });
  return subscription;
}

/** Removes this device's subscription from the shop (while still signed in) and the browser. */
export async function turnOffPush(client?: PocketBase): Promise<void> {
  const subscription = await browserSubscription().catch(() => null);
  if (!subscription) return;
  client ??= await loadClient();
  if (client.authStore.isValid) {
    const filter = client.filter("endpoint = {:endpoint}", { endpoint: subscription.endpoint });
    const stored = await client
      .collection(COLLECTION)
      .getFullList({ filter, requestKey: null })
      .catch(() => []);
    for (const record of stored) {
      await client
        .collection(COLLECTION)
        .delete(record.id, { requestKey: null })
        .catch(() => {});
    }
  }
  await subscription.unsubscribe().catch(() => false);
  localStorage.removeItem(SENT_KEY);
}

/**
 * At app start: the signed-in customer's subscription, sent again when it changed (or was made
 * with a key the shop no longer has), and once a day anyway, so many phones behind one carrier
 * address stay within the subscriptions' rate limit.
 */
export async function resendPush(): Promise<void> {
  const user = sessionUser();
  if (!pushSupported() || !user || Notification.permission !== "granted") return;
  if (!(await browserSubscription())) return;
  const subscription = await subscribeWithShopKey();
  if (!sentRecently(subscription, "user", user.id)) await storeSubscription(subscription);
}
