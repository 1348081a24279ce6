import { Link, useNavigate } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { Icon } from "../../components/icon";
import { Thumbnail } from "../../components/thumbnail";
import { useT } from "../../hooks/use-t";
import { m } from "../../lib/i18n/i18n";
import { isFreeShipping } from "../../lib/settings-defaults";
import { useSettings } from "../../offline/hooks";
import { cartDeliveryTexts, TOTAL } from "../../shared/delivery-texts";
import { formatLkr } from "../../shared/money";
import { MAX_UNITS_PER_LINE } from "../../shared/orders";
import { sessionUserAtom } from "../account/session-atoms";
import { useDeliveryQuote } from "../checkout/use-delivery-quote";
import { DeliveryEstimateFor } from "../delivery/delivery-estimate";
import { useRememberedDistrict } from "../delivery/district-atoms";
import { showToast } from "../toast/toast-atoms";
import { cartAtom, restoreLinesAtom, setCartQuantityAtom, useCartReview } from "./cart-atoms";
import { CartEmpty, CartLayout } from "./cart-layout";
import { BLOCKED_MESSAGE, type ReviewedLine } from "./cart-logic";
import { ShippingLine } from "./shipping-line";
import { SummaryLine } from "./summary-line";
import "./cart.css";

export function CartScreen() {
  const t = useT();
  const review = useCartReview();
  const { lines, subtotal, blocked } = review;
  const user = useAtomValue(sessionUserAtom);
  const remove = useUndoableRemoval();
  const navigate = useNavigate();
  const empty = lines.length === 0;
  // the checkout's quote for the remembered district; without one, the total is before delivery
  const settings = useSettings();
  const district = useRememberedDistrict();
  const quote = useDeliveryQuote(review, district);
  const known = quote.kind === "unknown" ? undefined : quote;
  const totalLabel = known ? TOTAL : cartDeliveryTexts(isFreeShipping(settings)).total;

  return (
    <CartLayout
      items={
        empty ? (
          <CartEmpty text={t("Your cart is empty")} />
        ) : (
          <ul className="cart__list">
            {lines.map((line) => (
              <CartLine key={line.item.key} line={line} />
            ))}
          </ul>
        )
      }
      continueLink={(props) => <Link to="/home" {...props} />}
      actions={
        !empty && (
          <button
            type="button"
            className="cart__clear"
            onClick={() =>
              remove(
                lines.map((line) => line.item.key),
                t("Cart cleared"),
              )
            }
          >
            <Icon name="trash" size={16} /> {t("Clear cart")}
          </button>
        )
      }
      lines={
        <>
          <SummaryLine label={t("Subtotal")} value={formatLkr(subtotal)} />
          <ShippingLine quote={known} />
          <SummaryLine
            label={t(totalLabel)}
            value={formatLkr(subtotal + (known?.amount ?? 0))}
            total
          />
        </>
      }
      checkout={
        <>
          {!empty && <DeliveryEstimateFor district={district} quote={quote} />}
          <button
            type="button"
            className="button button--block"
            disabled={empty || blocked}
            onClick={() => navigate({ to: user ? "/checkout" : "/register" })}
          >
            {user ? t("Proceed to Checkout") : t("Register to Checkout")}
          </button>
          {blocked && <p className="cart__blocked">{t(BLOCKED_MESSAGE)}</p>}
        </>
      }
    />
  );
}

const PROBLEM_TEXT = {
  unavailable: m("No longer available"),
  "out-of-stock": m("Out of stock"),
} as const;

/**
 * Removing a line or clearing the cart takes effect at once and offers Undo in the toast, which
 * puts the lines back where they were.
 */
function useUndoableRemoval() {
  const t = useT();
  const items = useAtomValue(cartAtom);
  const setCart = useSetAtom(cartAtom);
  const restore = useSetAtom(restoreLinesAtom);
  return (keys: string[], message: string) => {
    const before = items;
    setCart(before.filter((item) => !keys.includes(item.key)));
    void showToast(message, "info", undefined, {
      key: "cart-remove",
      action: { label: t("Undo"), run: () => restore({ before, removed: keys }) },
    });
  };
}

function CartLine({ line }: { line: ReviewedLine }) {
  const t = useT();
  const { item, price, was, problem } = line;
  const shown = line.current ?? item.product;
  const setQuantity = useSetAtom(setCartQuantityAtom);
  const atLimit = item.quantity >= MAX_UNITS_PER_LINE;
  const label = item.selectedOption
    ? `${item.product.name} (${item.selectedOption.label})`
    : item.product.name;
  const remove = useUndoableRemoval();
  const change = (quantity: number) =>
    quantity > 0
      ? setQuantity({ key: item.key, quantity })
      : remove([item.key], t("Removed {name}", { name: shown.name }));
  return (
    <li className={problem ? "cart-line cart-line--unavailable" : "cart-line"}>
      <Link to="/product-details" search={{ id: shown.id }} tabIndex={-1} aria-hidden="true">
        <Thumbnail className="cart-line__image" path={shown.images[0]} size={88} lazy />
      </Link>
      <div className="cart-line__info">
        <p className="cart-line__name">
          <Link to="/product-details" search={{ id: shown.id }}>
            {shown.name}
          </Link>
        </p>
        {item.selectedOption && <p className="cart-line__option">{item.selectedOption.label}</p>}
        <p className="cart-line__price">{t("{price} each", { price: formatLkr(price) })}</p>
        {was !== undefined && !problem && (
          <p className="cart-line__changed" role="status">
            {t("Price changed from {was} to {price}", {
              was: formatLkr(was),
              price: formatLkr(price),
            })}
          </p>
        )}
        {problem && (
          <p className="cart-line__problem" role="status">
            {t("{problem}: remove it to continue", { problem: t(PROBLEM_TEXT[problem]) })}
          </p>
        )}
        {atLimit && (
          <p className="cart-line__limit" role="status">
            {t("Only {max} items allowed", { max: MAX_UNITS_PER_LINE })}
          </p>
        )}
      </div>
      <div className="cart-line__controls">
        <fieldset className="stepper" aria-label={t("Quantity of {item}", { item: label })}>
          <button
            type="button"
            className="stepper__button"
            aria-label={t("Decrease quantity of {item}", { item: label })}
            onClick={() => change(item.quantity - 1)}
          >
            <Icon name="minus" size={16} />
          </button>
          <output className="stepper__value" aria-live="polite">
            {item.quantity}
          </output>
          <button
            type="button"
            className="stepper__button"
            aria-label={t("Increase quantity of {item}", { item: label })}
            disabled={atLimit}
            onClick={() => change(item.quantity + 1)}
          >
            <Icon name="plus" size={16} />
          </button>
        </fieldset>
        <p className="cart-line__total">{problem ? "—" : formatLkr(price * item.quantity)}</p>
        <button
          type="button"
          className="cart-line__remove"
          aria-label={t("Remove {item}", { item: label })}
          onClick={() => change(0)}
        >
          <Icon name="trash" size={18} />
        </button>
      </div>
    </li>
  );
}
