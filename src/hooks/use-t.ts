/**
 * The screens' hooks on the language (React stays out of src/lib/i18n/i18n.ts, which the sync
 * worker loads).
 */
import { useSyncExternalStore } from "react";
import { currentLanguage, type Language, subscribe, t } from "../lib/i18n/i18n";

/** `t`, in a component that redraws when the language changes. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return t;
}

/** The language, in a component that redraws when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
