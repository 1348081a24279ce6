/**
 * The shop's copy of a device's Web Push subscriptions (collection `pushsubscriptions`,
 * pb_hooks/push.pb.js): stored for an account, and removed by endpoint at sign-out or when
 * turned off. The browser's side is src/features/push/device-push.ts.
 */
import type PocketBase from "pocketbase";

const COLLECTION = "pushsubscriptions";

/** Stores `subscription` (a PushSubscription's toJSON() and its owner field) as it is. */
export async function storePushSubscription(
  client: PocketBase,
  subscription: Record<string, unknown>,
): Promise<void> {
  await client.collection(COLLECTION).create(subscription, { requestKey: null });
}

/**
 * Removes the signed-in account's stored copies of the subscription at `endpoint`; a failure
 * (offline, or already gone) leaves them for the server to drop when the push service refuses.
 */
export async function removePushSubscriptions(client: PocketBase, endpoint: string): Promise<void> {
  const filter = client.filter("endpoint = {:endpoint}", { endpoint });
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
