/**
 * The language kept in the customer's account (users.language), so it follows them to another
 * device: restored at sign-in, saved when they choose one while signed in (a failure, offline
 * say, is left: the device keeps its choice). Loaded only for these two moments.
 */
import { saveUserLanguage, storedAccountLanguage } from "../../backend/account-language";
import { sessionUser } from "../../backend/session";
import { currentLanguage, type Language } from "../../lib/i18n/i18n";
import { rememberLanguage } from "../../lib/i18n/languages";

/** Saves `code` in the signed-in customer's account, if someone is signed in. */
export async function saveAccountLanguage(code: Language): Promise<void> {
  const user = sessionUser();
  if (!user || (await storedAccountLanguage()) === code) return;
  await saveUserLanguage(user.id, code);
}

/** At sign-in: the account's language if it has one, else the account keeps this device's. */
export async function restoreAccountLanguage(): Promise<void> {
  const saved = await storedAccountLanguage();
  if (saved !== "en" && saved !== "si" && saved !== "ta")
    await saveAccountLanguage(currentLanguage());
  else if (saved !== currentLanguage()) void rememberLanguage(saved);
}
