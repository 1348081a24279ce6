/**
 * The language kept in the customer's account (users.language), so it follows them to another
 * device: restored at sign-in, saved when they choose one while signed in (a failure, offline
 * say, is left: the device keeps its choice). Loaded only for these two moments.
 */
import { loadClient } from "../../backend/client";
import { sessionUser } from "../../backend/session";
import { currentLanguage, type Language } from "../../lib/i18n/i18n";
import { rememberLanguage } from "../../lib/i18n/languages";

async function accountLanguage(): Promise<string> {
  return String((await loadClient()).authStore.record?.language ?? "");
}

/** Saves `code` in the signed-in customer's account, if someone is signed in. */
export async function saveAccountLanguage(code: Language): Promise<void> {
  const user = sessionUser();
  if (!user || (await accountLanguage()) === code) return;
  await (await loadClient())
    .collection("users")
    .update(user.id, { language: code }, { requestKey: null })
    .catch(() => {});
}

/** At sign-in: the account's language if it has one, else the account keeps this device's. */
export async function restoreAccountLanguage(): Promise<void> {
  const saved = await accountLanguage();
  if (saved !== "en" && saved !== "si" && saved !== "ta")
    await saveAccountLanguage(currentLanguage());
  else if (saved !== currentLanguage()) void rememberLanguage(saved);
}
