/**
 * The push rules that need no server: which endpoints the shop may send to
 * (pb_hooks/lib/push-endpoints.js, the same file the hooks and the push worker load) and what
 * the service worker shows for a push's payload (src/sw-push.ts).
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { readPushMessage } from "../../src/sw-push";

const require = createRequire(import.meta.url);
const { isAllowedEndpoint } = require("../../pb_hooks/lib/push-endpoints.js") as {
  isAllowedEndpoint(endpoint: string, allow?: string): boolean;
};

describe("push endpoints", () => {
  it("accepts the push services' HTTPS addresses", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://FCM.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:443/fcm/send/x",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGx2",
      "https://api.push.apple.com/3/device/x",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA%3d",
    ]) {
      expect(isAllowedEndpoint(endpoint), endpoint).toBe(true);
    }
  });

  it("refuses everything else, whatever it looks like", () => {
    for (const endpoint of [
      "",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilfcm.googleapis.com/x",
      "https://push.apple.com/x",
      "https://.push.apple.com/x",
      "https://x.push.apple.com./x",
      "https://evil.example/.push.apple.com",
      "https://fcm.googleapis.com:8443/x",
      "https://user:pass@fcm.googleapis.com/x",
      "https://fcm.googleapis.com@evil.example/x",
      "https://fcm.googleapis.com/x#frag",
      "https://127.0.0.1/x",
      "https://[::1]/x",
      "https://169.254.169.254/latest",
      " https://fcm.googleapis.com/x",
      "https://fcm.googleapis.com/x y",
      "javascript:alert(1)",
    ]) {
      expect(isAllowedEndpoint(endpoint), endpoint).toBe(false);
    }
  });

  it("adds PUSH_ENDPOINT_ALLOW's origins exactly, port included", () => {
    const allow = "https://127.0.0.1:4443, https://push.test.example";
    expect(isAllowedEndpoint("https://127.0.0.1:4443/push/1", allow)).toBe(true);
    expect(isAllowedEndpoint("https://push.test.example/p", allow)).toBe(true);
    expect(isAllowedEndpoint("https://127.0.0.1:4444/push/1", allow)).toBe(false);
    expect(isAllowedEndpoint("http://127.0.0.1:4443/push/1", allow)).toBe(false);
    expect(isAllowedEndpoint("https://127.0.0.1:4443/push/1")).toBe(false);
  });
});

describe("what the service worker shows", () => {
  it("shows the shop's message as sent", () => {
    const message = {
      title: "ORDER-1QQ1TP has shipped",
      body: "Tracking number CX1. Pay the balance of LKR 2,250 to the courier.",
      url: "/profile?order=ORDER-1QQ1TP",
      tag: "order-ORDER-1QQ1TP",
    };
    expect(readPushMessage(JSON.stringify(message))).toEqual(message);
  });

  it("always shows something, and opens only the shop's own pages", () => {
    for (const text of [undefined, "", "not json", "null", "[]", "{}"]) {
      expect(readPushMessage(text).title, String(text)).toBe("Island Imports");
    }
    for (const url of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)"]) {
      expect(readPushMessage(JSON.stringify({ title: "x", url })).url).toBe("/profile");
    }
  });
});
