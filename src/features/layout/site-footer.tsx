import { Link } from "@tanstack/react-router";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { nameIn } from "../../lib/i18n/local-name";
import { SUPPORT_HOURS } from "../../lib/settings-defaults";
import { useCategories } from "../../offline/catalogue-hooks";
import { useSettings } from "../../offline/hooks";
import { LanguageChoice } from "./language-choice";

/**
 * The shop's links are the catalogue's enabled categories, in priority order
 * (docs/decisions/0033-every-category-one-tap-away.md).
 */
export function SiteFooter() {
  const t = useT();
  const settings = useSettings();
  const categories = useCategories();
  const digits = settings.supportPhone.replace(/\D/g, "");
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="logo logo--footer">
            <span className="logo__mark" aria-hidden="true">
              ii
            </span>
            Island Imports
          </p>
          <p>
            {t(
              "Authentic skin care, cosmetics, shoes, bags, action figures and snacks bought abroad and delivered across Sri Lanka in 7-10 working days. Payment by local bank transfer.",
            )}
          </p>
          <LanguageChoice className="site-footer__language" whenNearScreen />
        </div>
        <nav aria-label={t("Shop")}>
          <h2 className="site-footer__heading">{t("Shop")}</h2>
          <ul>
            {categories?.map((category) => (
              <li key={category.id}>
                <Link to="/products" search={{ category: category.id }}>
                  {nameIn(category)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/products">{t("All categories")}</Link>
            </li>
            <li>
              <Link to="/custom-request">{t("Request an item")}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("Help")}>
          <h2 className="site-footer__heading">{t("Help")}</h2>
          <ul>
            <li>
              <Link to="/about">{t("About us")}</Link>
            </li>
            <li>
              <Link to="/contact">{t("Contact")}</Link>
            </li>
            <li>
              <Link to="/faq">{t("FAQ")}</Link>
            </li>
            <li>
              <Link to="/doc" search={{ query: "tac" }}>
                {t("Terms and conditions")}
              </Link>
            </li>
            <li>
              <Link to="/doc" search={{ query: "privacy" }}>
                {t("Privacy policy")}
              </Link>
            </li>
            <li>
              <Link to="/returns">{t("Returns")}</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__reach">
          <h2 className="site-footer__heading">{t("Get in touch")}</h2>
          <ul className="site-footer__contact">
            <li>
              <Icon name="message" size={16} />
              <a href={`https://wa.me/${digits}`}>
                {t("WhatsApp {phone}", { phone: settings.supportPhone })}
              </a>
            </li>
            <li>
              <Icon name="mail" size={16} />
              <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
            </li>
            <li>
              <Icon name="clock" size={16} /> {t(SUPPORT_HOURS)}
            </li>
            <li>
              <Icon name="truck" size={16} /> {t("Delivery in 7-10 working days")}
            </li>
          </ul>
        </div>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {new Date().getFullYear()} Island Imports. {t("All prices in LKR.")}
        </p>
        <p>{t("No refunds or returns; damaged goods are refunded or replaced.")}</p>
      </div>
    </footer>
  );
}
