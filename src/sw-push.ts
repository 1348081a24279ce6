/// <reference lib="webworker" />
/**
 * Web Push in the service worker (docs/owner-guide.md). Every push shows a notification, even
 * one whose payload cannot be read (iOS revokes a subscription whose pushes show nothing); a
 * device's notifications are grouped by order through their tag, so a newer step replaces the
 * older one. A tap focuses an open window of the shop on the order's page, or opens one.
 */

/** What the shop's pushes carry (pb_hooks/lib/push-messages.js). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const FALLBACK: PushMessage = {
  title: "Island Imports",
  body: "There is news about your order.",
  url: "/profile",
  tag: "shop",
};

/** The payload as a message; anything unreadable becomes the fallback, never nothing. */
export function readPushMessage(text: string | undefined): PushMessage {
  try {
    const data = JSON.parse(text ?? "") as Partial<PushMessage>;
    const field = (value: unknown, fallback: string) =>
      typeof value === "string" && value ? value : fallback;
    // only the shop's own pages: a path on this origin, never another site
    const url = field(data.url, FALLBACK.url);
    return {
      title: field(data.title, FALLBACK.title),
      body: field(data.body, ""),
      url: url.startsWith("/") && !url.startsWith("//") ? url : FALLBACK.url,
      tag: field(data.tag, FALLBACK.tag),
    };
  } catch {
    return FALLBACK;
  }
}

function readText(event: PushEvent): string | undefined {
  try {
    return event.data?.text();
  } catch {
    return undefined;
  }
}

async function openPage(sw: ServiceWorkerGlobalScope, path: string) {
  const url = new URL(path, sw.location.origin).href;
  const windows = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === sw.location.origin);
  if (open) {
    const shown = await open.navigate(url).catch(() => null);
    await (shown ?? open).focus().catch(() => undefined);
    return;
  }
  await sw.clients.openWindow(url);
}

/** Shows each push and opens its page when the notification is tapped. */
export function listenForPush(sw: ServiceWorkerGlobalScope) {
  sw.addEventListener("push", (event) => {
    const message = readPushMessage(readText(event));
    event.waitUntil(
      sw.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        data: { url: message.url },
        icon: "/icons/icon-192.png",
      }),
    );
  });

  sw.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const url = readPushMessage(JSON.stringify(event.notification.data ?? {})).url;
    event.waitUntil(openPage(sw, url));
  });
}
