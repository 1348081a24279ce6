import { useState } from "react";
import { useLanguage, useT } from "../../hooks/use-t";
import type { Language } from "../../lib/i18n/i18n";
import { LANGUAGES, rememberLanguage } from "../../lib/i18n/languages";

/**
 * English, සිංහල, தமிழ்: each named in its own script, so a shopper finds their language
 * whatever the page speaks now. The screens switch once the language's texts and font are in.
 */
export function LanguageChoice({ className = "" }: { className?: string }) {
  const t = useT();
  const current = useLanguage();
  const [loading, setLoading] = useState<Language>();
  function choose(code: Language) {
    setLoading(code);
    void rememberLanguage(code)
      .then(() => import("../account/account-language"))
      .then((account) => account.saveAccountLanguage(code))
      .finally(() => setLoading(undefined));
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons, not a fieldset in a form
    <div role="group" aria-label={t("Language")} className={`language-choice ${className}`}>
      {LANGUAGES.map(({ code, label }) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="language-choice__option"
          aria-pressed={code === current}
          aria-busy={code === loading}
          onClick={() => choose(code)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
