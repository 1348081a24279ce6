import "./content.css";
import { Link } from "@tanstack/react-router";
import { useDocumentMeta } from "../../lib/seo";
import { useSettings } from "../../offline/hooks";
import { privacySections } from "./privacy-sections";
import { TERMS_SECTIONS } from "./terms-sections";

const LAST_UPDATED = "22 November 2026";

/** Spec: `?query=tac` shows the terms and conditions; any other value or none, the privacy policy. */
export function DocScreen({ query }: { query: string | undefined }) {
  const settings = useSettings();
  const isTerms = query === "tac";
  const title = isTerms ? "Terms and conditions" : "Privacy policy";
  useDocumentMeta(
    title,
    isTerms
      ? "Island Imports terms: pre-orders, prices in LKR, payment, 7-10 working day delivery, no returns, damaged goods and governing law."
      : "How Island Imports collects, stores and deletes your account, order and message data.",
  );
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
