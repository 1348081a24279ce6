import { type RefObject, useEffect, useRef, useState } from "react";
import { useLanguage, useT } from "../../hooks/use-t";
import type { Language } from "../../lib/i18n/i18n";
import { LANGUAGES, rememberLanguage } from "../../lib/i18n/languages";

/**
 * Whether the element has come within a quarter of a screen of the viewport (and stays true after).
 * `eager` is true from the start.
 */
function useNearScreen(ref: RefObject<HTMLElement | null>, eager: boolean): boolean {
  const [near, setNear] = useState(eager);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== "function") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "25% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * English, සිංහල, தமிழ்: each named in its own script, so a shopper finds their language
 * whatever the page speaks now. The screens switch once the language's texts and font are in.
 *
 * `whenNearScreen` (the footer's, and the phone's menu's): a name in a script the page does not
 * speak is drawn only once the choice comes near the screen. Sinhala's and Tamil's first letters
 * on a page cost a slow phone 40-80 ms of text shaping (the system's font for the script, and its
 * shaping tables): every first screen paid it for a footer below it, and the menu's first
 * opening before it showed (docs/decisions/0270-other-scripts-drawn-near-the-screen.md). Each
 * button is named by `aria-label` meanwhile.
 */
export function LanguageChoice({
  className = "",
  whenNearScreen = false,
}: {
  className?: string;
  whenNearScreen?: boolean;
}) {
  const t = useT();
  const current = useLanguage();
  const [loading, setLoading] = useState<Language>();
  const group = useRef<HTMLDivElement>(null);
  const near = useNearScreen(group, !whenNearScreen);
  function choose(code: Language) {
    setLoading(code);
    void rememberLanguage(code)
      .then(() => import("../account/account-language"))
      .then((account) => account.saveAccountLanguage(code))
      .finally(() => setLoading(undefined));
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons, not a fieldset in a form
    <div
      ref={group}
      role="group"
      aria-label={t("Language")}
      className={`language-choice ${className}`}
    >
      {LANGUAGES.map(({ code, label }) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="language-choice__option"
          aria-label={label}
          aria-pressed={code === current}
          aria-busy={code === loading}
          onClick={() => choose(code)}
        >
          {near || code === "en" || code === current ? label : null}
        </button>
      ))}
    </div>
  );
}
