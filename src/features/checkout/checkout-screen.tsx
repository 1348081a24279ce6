import { Link, useNavigate } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { type FormEvent, useState } from "react";
import { CheckboxField, FormField, SelectField } from "../../components/form-field";
import {
  CHECKOUT_FAILED,
  CHECKOUT_NOT_SIGNED_IN,
  CHECKOUT_SUCCESS,
  type CheckoutInput,
  COUNTRY,
  checkoutMessage,
  checkoutSchema,
  emptyCheckout,
  PROVINCES,
} from "../../shared/validation/checkout";
import { type SessionUser, sessionUserAtom } from "../account/session-atoms";
import { cartAtom, clearCartAtom, useCartReview } from "../cart/cart-atoms";
import { BLOCKED_MESSAGE } from "../cart/cart-logic";
import { useValidatedForm } from "../forms/use-validated-form";
import { showToast } from "../toast/toast-atoms";
import { LegalLinks } from "./legal-modals";
import { OrderSummary } from "./order-summary";
import { placeOrder } from "./place-order";
import "../account/account.css";
import "../cart/cart.css";
import "./checkout.css";

function prefill(user: SessionUser | null): CheckoutInput {
  if (!user) return emptyCheckout;
  const [firstName = "", ...rest] = user.name.trim().split(/\s+/);
  return { ...emptyCheckout, firstName, lastName: rest.join(" "), email: user.email };
}

export function CheckoutScreen() {
  const user = useAtomValue(sessionUserAtom);
  const items = useAtomValue(cartAtom);
  const review = useCartReview();
  const clearCart = useSetAtom(clearCartAtom);
  const navigate = useNavigate();
  const form = useValidatedForm(checkoutSchema, () => prefill(user), checkoutMessage);
  const field = form.field;
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = form.attempt();
    if (!user) return form.fail(CHECKOUT_NOT_SIGNED_IN);
    if (!check.ok) return;
    setBusy(true);
    try {
      const placed = await placeOrder(user.id, items, check.values);
      // Refused, or not stored on the device: the cart and the form are kept for a retry.
      if (placed.kind === "refused" || placed.kind === "no-storage") {
        return form.fail(CHECKOUT_FAILED, placed.message);
      }
      if (placed.kind === "sent") void showToast(CHECKOUT_SUCCESS, "success");
      clearCart();
      await navigate({ to: "/order-success", search: { orderId: placed.orderNumber } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page container checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      {!user && (
        <p className="checkout__signin">
          <Link to="/login">Sign in</Link> or <Link to="/register">create an account</Link> to place
          your order.
        </p>
      )}
      <form className="checkout__layout" onSubmit={submit} noValidate>
        <div className="checkout__form">
          <fieldset className="checkout__section">
            <legend>Customer Information</legend>
            <div className="checkout__grid">
              <FormField label="First name" autoComplete="given-name" {...field("firstName")} />
              <FormField label="Last name" autoComplete="family-name" {...field("lastName")} />
              <FormField label="Email" type="email" autoComplete="email" {...field("email")} />
              <FormField label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
            </div>
          </fieldset>
          <fieldset className="checkout__section">
            <legend>Shipping Address</legend>
            <div className="checkout__grid">
              <div className="checkout__wide">
                <FormField label="Address" autoComplete="address-line1" {...field("address")} />
              </div>
              <div className="checkout__wide">
                <FormField
                  label="Apartment, suite, etc."
                  optional
                  autoComplete="address-line2"
                  {...field("apartment")}
                />
              </div>
              <FormField label="City" autoComplete="address-level2" {...field("city")} />
              <SelectField
                label="Province"
                placeholder="Select province"
                options={PROVINCES}
                {...field("state")}
              />
              <FormField label="ZIP code" autoComplete="postal-code" {...field("zip")} />
              <SelectField label="Country" options={[COUNTRY]} {...field("country")} />
            </div>
          </fieldset>
          <CheckboxField
            label={<LegalLinks lead="I have read and agree to the" />}
            {...form.checkbox("terms")}
          />
        </div>
        <div className="checkout__aside">
          <OrderSummary review={review} />
          <div aria-live="polite" className="form__messages">
            {form.message && (
              <div className="form__error">
                <p>{form.message}</p>
                {form.detail && <p className="form__detail">{form.detail}</p>}
              </div>
            )}
          </div>
          <button
            type="submit"
            className="button button--block"
            disabled={items.length === 0 || review.blocked || busy}
          >
            {busy ? "Placing order…" : "Place order"}
          </button>
          {review.blocked && <p className="cart__blocked">{BLOCKED_MESSAGE}</p>}
        </div>
      </form>
    </section>
  );
}
