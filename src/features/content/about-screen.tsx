import "./content.css";
import { Link } from "@tanstack/react-router";
import { Icon, type IconName } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { m } from "../../lib/i18n/i18n";

const PROMISES: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: "shield",
    title: m("Authentic, always"),
    text: m(
      "We buy from brand stores and authorised retailers abroad and keep every receipt. No replicas, ever.",
    ),
  },
  {
    icon: "truck",
    title: m("To your door in 7-10 working days"),
    text: m(
      "Air cargo to Colombo, then a trusted courier anywhere in Sri Lanka, with WhatsApp updates on the way.",
    ),
  },
  {
    icon: "bank",
    title: m("Fair, local payment"),
    text: m(
      "Prices in LKR, paid by local bank transfer: half when you order, half when it arrives.",
    ),
  },
  {
    icon: "message",
    title: m("Real people, every day"),
    text: m(
      "Ask us anything on WhatsApp, 8am-7pm IST. If it isn't in the shop, we will try to find it.",
    ),
  },
];

const FACTS = [
  { value: "6", label: m("categories, from skin care to snacks") },
  { value: "7-10", label: m("working days to your door") },
  { value: "8am-7pm", label: m("IST, open daily on WhatsApp") },
] as const;

export function AboutScreen() {
  const t = useT();
  return (
    <div className="page container content-page content-page--wide">
      <header className="about-hero">
        <div>
          <p className="eyebrow">{t("Our story")}</p>
          <h1>{t("The things you love from abroad, delivered at home in Sri Lanka")}</h1>
          <p className="lead">
            {t(
              "Island Imports started with a simple frustration: the sunscreen, sneakers and snacks we loved on trips abroad were impossible to find at home, or turned out to be copies.",
            )}
          </p>
        </div>
        <dl className="about-facts">
          {FACTS.map((fact) => (
            <div key={fact.label} className="about-facts__item">
              <dt>{t(fact.label)}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <div className="about-grid">
        <section className="prose">
          <h2>{t("How it began")}</h2>
          <p>
            {t(
              'Friends kept asking us to bring back "just one more thing" whenever we travelled: a Japanese sunscreen, a Korean serum, a pair of running shoes in the right size, a limited action figure for a nephew. Suitcases filled up, the list kept growing, and Island Imports was born to do it properly.',
            )}
          </p>
          <p>
            {t(
              "Today we buy skin care, cosmetics, shoes, bags, action figures and snacks from trusted stores abroad, ship them to Sri Lanka by air cargo and deliver them to your door, from Colombo to Jaffna, priced in rupees.",
            )}
          </p>
          <h2>{t("Our mission")}</h2>
          <p>
            {t(
              "To give every shopper in Sri Lanka honest access to genuine products from around the world: at a fair price in LKR, with clear terms, and with a real person to talk to from the moment you order until the parcel is in your hands.",
            )}
          </p>
        </section>
        <ul className="promise-list">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="promise">
              <span className="promise__icon">
                <Icon name={promise.icon} size={22} />
              </span>
              <div>
                <h3 className="promise__title">{t(promise.title)}</h3>
                <p>{t(promise.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <aside className="callout">
        <h2 className="callout__title">{t("Looking for something special?")}</h2>
        <p>{t("Tell us what you want and we will try to buy it for you abroad.")}</p>
        <div className="callout__actions">
          <Link to="/products" className="button">
            {t("Browse the shop")}
          </Link>
          <Link to="/custom-request" className="button button--secondary">
            {t("Request an item")}
          </Link>
        </div>
      </aside>
    </div>
  );
}
