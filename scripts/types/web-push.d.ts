// The part of web-push the push worker uses (scripts/push-worker.mjs): the package ships no
// declarations of its own.
declare module "web-push" {
  export interface PushSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  export interface VapidKeys {
    publicKey: string;
    privateKey: string;
  }
  export interface RequestOptions {
    vapidDetails: VapidKeys & { subject: string };
    TTL?: number;
    topic?: string;
    urgency?: "very-low" | "low" | "normal" | "high";
    contentEncoding?: "aesgcm" | "aes128gcm";
    timeout?: number;
  }
  /** The push service's answer; a non-2xx one is thrown as an error with the same fields. */
  export interface SendResult {
    statusCode: number;
    body: string;
    headers: Record<string, string>;
  }
  export function sendNotification(
    subscription: PushSubscription,
    payload: string,
    options: RequestOptions,
  ): Promise<SendResult>;
  export function generateVAPIDKeys(): VapidKeys;
  const webpush: {
    sendNotification: typeof sendNotification;
    generateVAPIDKeys: typeof generateVAPIDKeys;
  };
  export default webpush;
}
