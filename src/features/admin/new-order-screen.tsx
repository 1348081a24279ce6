/**
 * /admin/orders/new: an order a customer sent on WhatsApp or by phone, entered by the owner or
 * staff: catalogue items, or one open quote's line. The customer's block is the checkout's own
 * (its fields, address with the district picker, payment choice and rules); the server prices
 * and stores it like any order and decides
 * whose it is: the account of the email entered, or nobody's with a follow link mailed to the
 * customer. It needs a connection: an order is not queued on the device
 * (docs/decisions/0220-orders-taken-by-the-shop.md).
 */
import { useAtomValue } from "jotai";
import { type FormEvent, useEffect, useState } from "react";
import type { OpenQuote } from "../../backend/admin-quotes";
import { isResponseError } from "../../backend/response-error";
import { type EnteredOrder, enterShopOrder } from "../../backend/shop-orders";
import { FormField } from "../../components/form-field";
import { serverMessage } from "../../offline/server-message";
import { cashOnDeliveryIn } from "../../shared/delivery";
import { newClientId, newOrderNumber } from "../../shared/ids";
import { formatLkr } from "../../shared/money";
import {
  checkoutMessage,
  checkoutSchema,
  emptyCheckout,
  orderParts,
} from "../../shared/validation/checkout";
import { AddressFields } from "../checkout/address-fields";
import { PaymentChoice } from "../checkout/payment-choice";
import { useParcelQuote } from "../checkout/use-delivery-quote";
import { useValidatedForm } from "../forms/use-validated-form";
import { onlineAtom } from "../pwa/pwa-atoms";
import { EnteredNotice } from "./new-order-done";
import { type CatalogueLine, linePrice, linesProblem, NewOrderLines } from "./new-order-lines";
import { QuotedLinePicker } from "./new-order-quote";
import "../checkout/checkout.css";
import "./new-order.css";

export const NEEDS_CONNECTION = "Entering an order needs a connection. Nothing was sent.";

// The customer agreed to the shop's terms in the chat; the box is the shopper's, not shown here.
const EMPTY = { ...emptyCheckout, terms: true };

export function NewOrderScreen() {
  const form = useValidatedForm(checkoutSchema, EMPTY, checkoutMessage);
  const [lines, setLines] = useState<CatalogueLine[]>([]);
  const [linesError, setLinesError] = useState("");
  // a quoted order carries the quote's one line only, as the customer's checkout of it does
  const [quoted, setQuoted] = useState<OpenQuote | null>(null);
  // kept across retries, so a resend after a lost answer never stores the order twice
  const [clientId, setClientId] = useState(newClientId);
  const [busy, setBusy] = useState(false);
  const [entered, setEntered] = useState<EnteredOrder | null>(null);
  const online = useAtomValue(onlineAtom);
  const parcel = quoted ? [] : lines;
  const quote = useParcelQuote(
    parcel,
    form.values.district,
    quoted ? [{ quantity: 1, weightKg: quoted.weightGrams / 1000 }] : [],
  );
  const codAllowed = cashOnDeliveryIn(quote);
  const field = form.field;
  const subtotal = quoted
    ? quoted.price
    : lines.reduce((sum, l) => sum + (linePrice(l) ?? 0) * l.quantity, 0);
  const fee = quote.kind === "fee" ? quote.amount : 0;

  useEffect(() => {
    if (!codAllowed && form.values.paymentMethod === "cod") form.set("paymentMethod", "bank");
  }, [codAllowed, form]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = quoted ? "" : linesProblem(lines);
    setLinesError(problem);
    const check = form.attempt();
    if (problem || !check.ok) return;
    if (!online) return form.fail(NEEDS_CONNECTION);
    setBusy(true);
    try {
      const items = parcel.map((l) => ({
        product: l.product.id,
        option: l.option || null,
        quantity: l.quantity,
      }));
      const { customerInfo, shippingAddress } = orderParts(check.values);
      const paymentMethod = check.values.paymentMethod;
      const orderNumber = newOrderNumber();
      const body = { clientId, orderNumber, items, customerInfo, shippingAddress, paymentMethod };
      setEntered(await enterShopOrder({ ...body, quote: quoted?.id ?? "" }));
    } catch (error) {
      const offline = isResponseError(error) && error.status === 0;
      form.fail(
        offline ? NEEDS_CONNECTION : "The order was not stored.",
        isResponseError(error) && !offline ? serverMessage(error) : undefined,
      );
    } finally {
      setBusy(false);
    }
  }

  // once a send was tried, the lines' message follows them as they are fixed
  function changeLines(next: CatalogueLine[]) {
    setLines(next);
    if (linesError) setLinesError(linesProblem(next));
  }

  // the customer's name and account email, when the quote's request tells them, fill the
  // blanks; an account's email is the one the server takes the quote's order for
  function chooseQuote(next: OpenQuote | null) {
    setQuoted(next);
    setLinesError("");
    if (!next) return;
    const [first = "", ...rest] = next.name.trim().split(/\s+/);
    if (first && !form.values.firstName) form.set("firstName", first);
    if (rest.length && !form.values.lastName) form.set("lastName", rest.join(" "));
    if (next.email) form.set("email", next.email);
  }

  function another() {
    setEntered(null);
    setQuoted(null);
    setLines([]);
    setClientId(newClientId());
    form.reset(EMPTY);
  }

  if (entered) return <EnteredNotice order={entered} onAnother={another} />;

  return (
    <section className="admin-page new-order" aria-labelledby="new-order-title">
      <h1 id="new-order-title">New order</h1>
      <p className="admin-note">
        For an order a customer sent on WhatsApp or by phone. The shop prices it as at checkout.
      </p>
      <form onSubmit={submit} noValidate>
        <QuotedLinePicker chosen={quoted} onChoose={chooseQuote} />
        {quoted ? (
          <fieldset className="checkout__section">
            <legend>Items</legend>
            <p className="new-order__quoted">
              <strong>{quoted.item}</strong> <span>1 × {formatLkr(quoted.price)}</span>
            </p>
          </fieldset>
        ) : (
          <NewOrderLines lines={lines} onChange={changeLines} error={linesError} />
        )}
        <fieldset className="checkout__section">
          <legend>Customer</legend>
          <div className="checkout__grid">
            <FormField label="First name" {...field("firstName")} />
            <FormField label="Last name" {...field("lastName")} />
            <FormField
              label="Email"
              type="email"
              hint="An account's email puts the order in their My Orders."
              {...field("email")}
            />
            <FormField label="Phone" type="tel" {...field("phone")} />
          </div>
        </fieldset>
        <AddressFields form={form} />
        <PaymentChoice
          codAllowed={codAllowed}
          value={form.values.paymentMethod}
          onChange={(method) => form.set("paymentMethod", method)}
        />
        <dl className="new-order__preview" aria-live="polite">
          <div>
            <dt>Items</dt>
            <dd>{formatLkr(subtotal)}</dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd>{quote.kind === "unknown" ? "Choose the district" : formatLkr(fee)}</dd>
          </div>
          <div>
            <dt>Total (preview)</dt>
            <dd>{formatLkr(subtotal + fee)}</dd>
          </div>
        </dl>
        <p className="admin-note">The shop's total, stored with the order, is final.</p>
        <div aria-live="polite" className="form__messages">
          {form.message && (
            <div className="form__error">
              <p>{form.message}</p>
              {form.detail && <p className="form__detail">{form.detail}</p>}
            </div>
          )}
        </div>
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? "Entering the order…" : "Enter order"}
        </button>
      </form>
    </section>
  );
}
