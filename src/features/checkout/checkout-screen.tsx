import { useNavigate, useSearch } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { type FormEvent, useEffect, useState } from "react";
import { CheckboxField, FormField } from "../../components/form-field";
import { useT } from "../../hooks/use-t";
import { m } from "../../lib/i18n/i18n";
import { tServer } from "../../lib/i18n/server-messages";
import { cashOnDeliveryIn } from "../../shared/delivery";
import { DELIVERY_OFFLINE_NOTE, LAST_ADDRESS_NOTE } from "../../shared/delivery-texts";
import {
  CHECKOUT_FAILED,
  CHECKOUT_NOT_SIGNED_IN,
  CHECKOUT_SUCCESS,
  type CheckoutInput,
  checkoutMessage,
  checkoutSchema,
  emptyCheckout,
} from "../../shared/validation/checkout";
import { type SessionUser, sessionUserAtom } from "../account/session-atoms";
import { cartAtom, clearCartAtom, useCartReview } from "../cart/cart-atoms";
import { BLOCKED_MESSAGE } from "../cart/cart-logic";
import { useValidatedForm } from "../forms/use-validated-form";
import { onlineAtom } from "../pwa/pwa-atoms";
import { showToast } from "../toast/toast-atoms";
import { AddressFields } from "./address-fields";
import { clearDraft, loadDraft, startingValues } from "./checkout-draft";
import { SavedAddressChoice, SignInFirst } from "./checkout-notes";
import { LegalLinks } from "./legal-modals";
import { OrderSummary } from "./order-summary";
import { PaymentChoice } from "./payment-choice";
import { placeOrder } from "./place-order";
import {
  checkoutQuoteProblem,
  NO_CART,
  quotedParcel,
  useCheckoutQuote,
} from "./use-checkout-quote";
import { useDeliveryQuote } from "./use-delivery-quote";
import { useSavedAddress } from "./use-saved-address";
import "../account/account.css";
import "../cart/cart.css";
import "./checkout.css";

function prefill(user: SessionUser | null): CheckoutInput {
  if (!user) return emptyCheckout;
  const [firstName = "", ...rest] = user.name.trim().split(/\s+/);
  return { ...emptyCheckout, firstName, lastName: rest.join(" "), email: user.email };
}

export function CheckoutScreen() {
  const t = useT();
  const user = useAtomValue(sessionUserAtom);
  const items = useAtomValue(cartAtom);
  const cartReview = useCartReview();
  const quoteId = useSearch({ from: "/checkout" }).quote;
  const quoted = useCheckoutQuote(quoteId);
  const review = quoteId ? NO_CART : cartReview;
  const quoteProblem = quoteId ? checkoutQuoteProblem(quoted) : "";
  const clearCart = useSetAtom(clearCartAtom);
  const navigate = useNavigate();
  // what was typed before (a trip to sign in, a reload) wins over what the account fills in
  const form = useValidatedForm(
    checkoutSchema,
    () => startingValues(prefill(user), loadDraft()),
    checkoutMessage,
  );
  const field = form.field;
  const [busy, setBusy] = useState(false);
  const online = useAtomValue(onlineAtom);
  const quote = useDeliveryQuote(review, form.values.district, quotedParcel(quoted));
  const codAllowed = cashOnDeliveryIn(quote);
  const saved = useSavedAddress(form, user?.id ?? "");

  // Cash on delivery chosen, then a district whose zone does not allow it: back to bank.
  useEffect(() => {
    if (!codAllowed && form.values.paymentMethod === "cod") form.set("paymentMethod", "bank");
  }, [codAllowed, form]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = form.attempt();
    if (!user) return form.fail(CHECKOUT_NOT_SIGNED_IN);
    if (!check.ok) return;
    setBusy(true);
    try {
      const placed = await placeOrder(user.id, items, check.values, quoteId);
      // Refused, or not stored on the device: the cart and the form are kept for a retry.
      if (placed.kind === "refused" || placed.kind === "no-storage") {
        return form.fail(CHECKOUT_FAILED, placed.message);
      }
      if (placed.kind === "sent") void showToast(t(CHECKOUT_SUCCESS), "success");
      // the cart waits for its own checkout when this one was a quote's
      if (!quoteId) clearCart();
      clearDraft();
      await navigate({ to: "/order-success", search: { orderId: placed.orderNumber } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page container checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t("Checkout")}</h1>
      {!user && <SignInFirst />}
      <form className="checkout__layout" onSubmit={submit} noValidate>
        <div className="checkout__form">
          <fieldset className="checkout__section">
            <legend>{t("Customer Information")}</legend>
            <div className="checkout__grid">
              <FormField
                label={t("First name")}
                autoComplete="given-name"
                {...field("firstName")}
              />
              <FormField label={t("Last name")} autoComplete="family-name" {...field("lastName")} />
              <FormField label={t("Email")} type="email" autoComplete="email" {...field("email")} />
              <FormField label={t("Phone")} type="tel" autoComplete="tel" {...field("phone")} />
            </div>
          </fieldset>
          {saved.filled && <p className="checkout__last-address">{t(LAST_ADDRESS_NOTE)}</p>}
          {saved.offer && <SavedAddressChoice saved={saved.offer} onUse={saved.use} />}
          <AddressFields form={form} />
          <PaymentChoice
            codAllowed={codAllowed}
            value={form.values.paymentMethod}
            onChange={(method) => form.set("paymentMethod", method)}
          />
          <CheckboxField
            label={
              <LegalLinks sentence={m("I have read and agree to the {terms} and {privacy}")} />
            }
            {...form.checkbox("terms")}
          />
        </div>
        <div className="checkout__aside">
          <OrderSummary
            review={review}
            quote={quote}
            paymentMethod={form.values.paymentMethod}
            quoted={quoted.kind === "ready" ? quoted.quote : undefined}
          />
          {quoteProblem && <p className="cart__blocked">{t(quoteProblem)}</p>}
          {!online && quote.kind === "fee" && (
            <p className="checkout__offline-fee">{t(DELIVERY_OFFLINE_NOTE)}</p>
          )}
          <div aria-live="polite" className="form__messages">
            {form.message && (
              <div className="form__error">
                <p>{form.message}</p>
                {form.detail && <p className="form__detail">{tServer(form.detail)}</p>}
              </div>
            )}
          </div>
          <button
            type="submit"
            className="button button--block"
            disabled={
              (quoteId ? quoteProblem !== "" : items.length === 0) || review.blocked || busy
            }
          >
            {busy ? t("Placing order…") : t("Place order")}
          </button>
          {review.blocked && <p className="cart__blocked">{t(BLOCKED_MESSAGE)}</p>}
        </div>
      </form>
    </section>
  );
}
