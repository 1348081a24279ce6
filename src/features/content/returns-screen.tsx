import "./content.css";
import { Link } from "@tanstack/react-router";
import { tParts } from "../../components/t-parts";
import { useT } from "../../hooks/use-t";
import { useSettings } from "../../offline/hooks";

/** Returns page: the shop takes no returns; only damaged goods are refunded or replaced. */
export function ReturnsScreen() {
  const t = useT();
  const settings = useSettings();
  return (
    <div className="page container content-page">
      <header className="content-page__intro">
        <p className="eyebrow">{t("Help centre")}</p>
        <h1>{t("Returns and damaged goods")}</h1>
        <p className="lead">
          {t(
            "Every item is bought abroad especially for your order, so we cannot take items back. If something arrives damaged, we put it right.",
          )}
        </p>
      </header>
      <section className="prose">
        <h2>{t("No returns or refunds")}</h2>
        <p>
          {t(
            "We do not accept returns, exchanges or cancellations, and we do not refund change of mind, wrong sizes or colour choices. Please check sizes, shades and ingredients before you order, and ask us on WhatsApp if you are unsure.",
          )}
        </p>
        <h2>{t("If your item arrives damaged")}</h2>
        <ol>
          <li>{t("Record a continuous, unedited video while you open the sealed parcel.")}</li>
          <li>
            {tParts(
              "Contact us within {days} of delivery with your order number and the unboxing video.",
              { days: <strong>{t("seven working days")}</strong> },
            )}
          </li>
          <li>{t("We check the video and then refund or replace the damaged item.")}</li>
        </ol>
        <p>
          {t(
            "Without an unboxing video we cannot accept a damage claim, because we cannot tell whether the damage happened in transit.",
          )}
        </p>
        <h2>{t("How to reach us")}</h2>
        <p>
          {tParts(
            "WhatsApp {phone}, email {email}, or the {form}. We answer daily, 8am-7pm IST. The full rules are in our {terms}.",
            {
              phone: settings.supportPhone,
              email: <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>,
              form: <Link to="/contact">{t("contact form")}</Link>,
              terms: (
                <Link to="/doc" search={{ query: "tac" }}>
                  {t("terms and conditions")}
                </Link>
              ),
            },
          )}
        </p>
      </section>
    </div>
  );
}
