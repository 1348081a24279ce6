import "./content.css";
import { Link } from "@tanstack/react-router";
import { useSettings } from "../../offline/hooks";

/** Returns page: the shop takes no returns; only damaged goods are refunded or replaced. */
export function ReturnsScreen() {
  const settings = useSettings();
  return (
    <div className="page container content-page">
      <header className="content-page__intro">
        <p className="eyebrow">Help centre</p>
        <h1>Returns and damaged goods</h1>
        <p className="lead">
          Every item is bought abroad especially for your order, so we cannot take items back. If
          something arrives damaged, we put it right.
        </p>
      </header>
      <section className="prose">
        <h2>No returns or refunds</h2>
        <p>
          We do not accept returns, exchanges or cancellations, and we do not refund change of mind,
          wrong sizes or colour choices. Please check sizes, shades and ingredients before you
          order, and ask us on WhatsApp if you are unsure.
        </p>
        <h2>If your item arrives damaged</h2>
        <ol>
          <li>Record a continuous, unedited video while you open the sealed parcel.</li>
          <li>
            Contact us within <strong>seven working days</strong> of delivery with your order number
            and the unboxing video.
          </li>
          <li>We check the video and then refund or replace the damaged item.</li>
        </ol>
        <p>
          Without an unboxing video we cannot accept a damage claim, because we cannot tell whether
          the damage happened in transit.
        </p>
        <h2>How to reach us</h2>
        <p>
          WhatsApp {settings.supportPhone}, email{" "}
          <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>, or the{" "}
          <Link to="/contact">contact form</Link>. We answer daily, 8am-7pm IST. The full rules are
          in our{" "}
          <Link to="/doc" search={{ query: "tac" }}>
            terms and conditions
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
