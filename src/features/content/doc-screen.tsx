import "./content.css";
import { Link } from "@tanstack/react-router";
import { useLanguage, useT } from "../../hooks/use-t";
import { formatDate } from "../../lib/i18n/dates";
import { useSettings } from "../../offline/hooks";
import { docMeta } from "./doc-meta";
import { privacySections } from "./privacy-sections";
import { termsSections } from "./terms-sections";

const LAST_UPDATED = new Date(2026, 10, 22);
const DAY = { dateStyle: "long" } as const;
/** English as the page has always said it; Sinhala and Tamil as Intl writes their dates. */
const lastUpdated = (language: string) =>
  language === "en" ? "22 November 2026" : formatDate(LAST_UPDATED, DAY);

/** The privacy policy, or the terms and conditions (see `docMeta`). */
export function DocScreen({ query }: { query: string | undefined }) {
  const t = useT();
  const settings = useSettings();
  const { isTerms, title } = docMeta(query);
  const sections = isTerms ? termsSections() : privacySections(settings.supportEmail);
  return (
    <div className="page container content-page">
      <header className="content-page__intro">
        <p className="eyebrow">{t("Legal")}</p>
        <h1>{t(title)}</h1>
        <p className="muted">{t("Last updated {date}", { date: lastUpdated(useLanguage()) })}</p>
      </header>
      <nav className="doc-switch" aria-label={t("Legal documents")}>
        <Link
          to="/doc"
          search={{ query: "tac" }}
          className="doc-switch__link"
          aria-current={isTerms ? "page" : undefined}
        >
          {t("Terms and conditions")}
        </Link>
        <Link
          to="/doc"
          search={{ query: "privacy" }}
          className="doc-switch__link"
          aria-current={isTerms ? undefined : "page"}
        >
          {t("Privacy policy")}
        </Link>
      </nav>
      <ol className="doc-sections">
        {sections.map((section) => (
          <li key={section.title} className="doc-section">
            <h2>{section.title}</h2>
            {typeof section.body === "string" ? <p>{section.body}</p> : section.body}
          </li>
        ))}
      </ol>
    </div>
  );
}
