import type { ReactNode } from "react";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import type { CardLink } from "../catalogue/product-card";
import "./cart.css";

/**
 * The cart page's frame: its lines (or the empty note) with the list's actions, beside the order
 * summary. The cart screen fills it; so does the server's first screen
 * (src/features/layout/shell-markup.tsx), whose lines are on the device only.
 */
export function CartLayout({
  items,
  continueLink,
  actions,
  lines,
  checkout,
}: {
  items: ReactNode;
  /** to the home page: the router's Link in the app, a plain one in the shell */
  continueLink: CardLink;
  /** after Continue Shopping */
  actions?: ReactNode;
  /** the summary's lines (SummaryLine) */
  lines: ReactNode;
  checkout: ReactNode;
}) {
  const t = useT();
  return (
    <section className="page container cart" aria-labelledby="cart-title">
      <h1 id="cart-title">{t("Shopping Cart")}</h1>
      <div className="cart__layout">
        <div className="cart__items">
          {items}
          <div className="cart__list-actions">
            {continueLink({
              className: "button button--secondary",
              children: t("Continue Shopping"),
            })}
            {actions}
          </div>
        </div>
        <aside className="cart__summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">{t("Order Summary")}</h2>
          <dl className="summary-lines">{lines}</dl>
          {checkout}
          <p className="cart__payment">
            <Icon name="bank" label={t("Bank payment")} size={22} />
            <span>{t("We accept payment by local bank transfer.")}</span>
          </p>
        </aside>
      </div>
    </section>
  );
}

/** The cart's note when it has no lines, and its frame while the device's lines load. */
export function CartEmpty({ text }: { text: string }) {
  return (
    <div className="cart__empty">
      <Icon name="cart" size={40} />
      <p>{text}</p>
    </div>
  );
}

/** The checkout button's room before the app knows the cart (the server's first screen). */
export function CheckoutPlaceholder() {
  return <span className="button button--block placeholder-block">{"\u00a0"}</span>;
}
