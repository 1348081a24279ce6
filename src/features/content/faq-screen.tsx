import "./content.css";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Accordion, nextOpenId } from "../../components/accordion";
import { FAQ_ITEMS } from "./faq-items";

export function FaqScreen() {
  // The first item is open at start; at most one is open at a time.
  const [openId, setOpenId] = useState<string | null>(FAQ_ITEMS[0]?.id ?? null);
  return (
    <div className="page container content-page">
      <header className="content-page__intro">
        <p className="eyebrow">Help centre</p>
        <h1>Frequently asked questions</h1>
        <p className="lead">
          Everything about ordering authentic goods from abroad and getting them delivered in Sri
          Lanka.
        </p>
      </header>
      <Accordion
        items={FAQ_ITEMS}
        openId={openId}
        onToggle={(id) => setOpenId((current) => nextOpenId(current, id))}
      />
      <aside className="callout">
        <h2 className="callout__title">Still have a question?</h2>
        <p>We answer every day, 8am-7pm IST.</p>
        <Link to="/contact" className="button">
          Contact us
        </Link>
      </aside>
    </div>
  );
}
