/**
 * An atom kept in local storage under `key`, read the first time anything uses it (not on
 * import: jotai's JSON storage looks at local storage as soon as it is made), written at once on
 * every change, and following other tabs' changes while a screen shows it.
 */
import { atom, type WritableAtom } from "jotai";
import { atomWithLazy, createJSONStorage } from "jotai/utils";

export function deviceAtom<T>(key: string, fallback: T): WritableAtom<T, [T], void> {
  let json: ReturnType<typeof createJSONStorage<T>> | undefined;
  const deviceJson = () => {
    json ??= createJSONStorage<T>(() => localStorage);
    return json;
  };
  // nothing stored yet (every first visit) is the fallback: jotai would parse "" and catch
  const read = () =>
    localStorage.getItem(key) === null ? fallback : deviceJson().getItem(key, fallback);
  const stored = atomWithLazy<T>(read);
  stored.onMount = (set) => {
    set(read());
    return deviceJson().subscribe?.(key, set, fallback);
  };
  return atom(
    (get) => get(stored),
    (_get, set, value: T) => {
      set(stored, value);
      deviceJson().setItem(key, value);
    },
  );
}
