/**
 * The language kept in the signed-in customer's account (`users.language`), so it follows them
 * to another device; the app's side (when to read and save it) is
 * src/features/account/account-language.ts.
 */
import { loadClient } from "./client";

/** The account's stored language as the server gave it at sign-in ("" when none). */
export async function storedAccountLanguage(): Promise<string> {
  return String((await loadClient()).authStore.record?.language ?? "");
}

/**
 * Saves `code` in account `userId`; a failure (offline, say) is left: the device keeps its
 * choice, and the account is saved with the next choice made online.
 */
export async function saveUserLanguage(userId: string, code: string): Promise<void> {
  await (await loadClient())
    .collection("users")
    .update(userId, { language: code }, { requestKey: null })
    .catch(() => {});
}
