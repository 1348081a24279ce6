import "./content.css";
import { Link } from "@tanstack/react-router";
import { useSettings } from "../../offline/hooks";
import { docMeta } from "./doc-meta";
import { privacySections } from "./privacy-sections";
import { TERMS_SECTIONS } from "./terms-sections";

const LAST_UPDATED = "22 November 2026";

/** The privacy policy, or the terms and conditions (see `docMeta`). */
export function DocScreen({ query }: { query: string | undefined }) {
  const settings = useSettings();
  const { isTerms, title } = docMeta(query);
  const sections = isTerms ? TERMS_SECTIONS : privacySections(settings.supportEmail);
  return (
    <div className="page container content-page">
      <header className="content-page__intro">
        <p className="eyebrow">Legal</p>
        <h1>{title}</h1>
        <p className="muted">Last updated {LAST_UPDATED}</p>
      </header>
      <nav className="doc-switch" aria-label="Legal documents">
        <Link
          to="/doc"
          search={{ query: "tac" }}
          className="doc-switch__link"
          aria-current={isTerms ? "page" : undefined}
        >
          Terms and conditions
        </Link>
        <Link
          to="/doc"
          search={{ query: "privacy" }}
          className="doc-switch__link"
          aria-current={isTerms ? undefined : "page"}
        >
          Privacy policy
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
