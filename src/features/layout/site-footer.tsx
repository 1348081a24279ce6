import { Link } from "@tanstack/react-router";
import { Icon } from "../../components/icon";
import { SUPPORT_HOURS } from "../../lib/settings-defaults";
import { useCategories } from "../../offline/catalogue-hooks";
import { useSettings } from "../../offline/hooks";

/** The shop's links are the catalogue's enabled categories, in priority order (README: Decisions). */
export function SiteFooter() {
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
            Authentic skin care, cosmetics, shoes, bags, action figures and snacks bought abroad and
            delivered across Sri Lanka in 7-10 working days. Payment by local bank transfer.
          </p>
        </div>
        <nav aria-label="Shop">
          <h2 className="site-footer__heading">Shop</h2>
          <ul>
            {categories?.map((category) => (
              <li key={category.id}>
                <Link to="/products" search={{ category: category.id }}>
                  {category.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/products">All categories</Link>
            </li>
            <li>
              <Link to="/custom-request">Request an item</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Help">
          <h2 className="site-footer__heading">Help</h2>
          <ul>
            <li>
              <Link to="/about">About us</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <Link to="/doc" search={{ query: "tac" }}>
                Terms and conditions
              </Link>
            </li>
            <li>
              <Link to="/doc" search={{ query: "privacy" }}>
                Privacy policy
              </Link>
            </li>
            <li>
              <Link to="/returns">Returns</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__reach">
          <h2 className="site-footer__heading">Get in touch</h2>
          <ul className="site-footer__contact">
            <li>
              <Icon name="message" size={16} />
              <a href={`https://wa.me/${digits}`}>WhatsApp {settings.supportPhone}</a>
            </li>
            <li>
              <Icon name="mail" size={16} />
              <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
            </li>
            <li>
              <Icon name="clock" size={16} /> {SUPPORT_HOURS}
            </li>
            <li>
              <Icon name="truck" size={16} /> Delivery in 7-10 working days
            </li>
          </ul>
        </div>
      </div>
      <div className="container site-footer__legal">
        <p>© {new Date().getFullYear()} Island Imports. All prices in LKR.</p>
        <p>No refunds or returns; damaged goods are refunded or replaced.</p>
      </div>
    </footer>
  );
}
