import "./content.css";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Accordion, nextOpenId } from "../../components/accordion";
import { useT } from "../../hooks/use-t";
import { faqItems } from "./faq-items";

export function FaqScreen() {
  const t = useT();
  const items = faqItems();
  // The first item is open at start; at most one is open at a time.
  const [openId, setOpenId] = useState<string | null>(items[0]?.id ?? null);
  return (
    <div className="page container content-page">
      <header className="content-page__intro">
        <p className="eyebrow">{t("Help centre")}</p>
        <h1>{t("Frequently asked questions")}</h1>
        <p className="lead">
          {t(
            "Everything about ordering authentic goods from abroad and getting them delivered in Sri Lanka.",
          )}
        </p>
      </header>
      <Accordion
        items={items}
        openId={openId}
        onToggle={(id) => setOpenId((current) => nextOpenId(current, id))}
      />
      <aside className="callout">
        <h2 className="callout__title">{t("Still have a question?")}</h2>
        <p>{t("We answer every day, 8am-7pm IST.")}</p>
        <Link to="/contact" className="button">
          {t("Contact us")}
        </Link>
      </aside>
    </div>
  );
}
