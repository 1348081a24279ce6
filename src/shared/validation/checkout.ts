/**
 * The checkout form's rules, shared by the form and its unit tests.
 * The server mirrors them in pb_hooks/lib/checkout.js.
 */
import * as v from "valibot";
import { type FormResult, termsOrInvalid, validateForm } from "./result";

export const COUNTRY = "Sri Lanka";
export const CHECKOUT_INVALID = "Please fill all required fields correctly.";
export const CHECKOUT_NOT_SIGNED_IN = "Please log in before placing an order.";
export const CHECKOUT_FAILED = "Failed to place order. Try again.";
export const CHECKOUT_SUCCESS = "Order placed successfully!";
export const TERMS_REQUIRED = "You must accept the terms before placing an order.";

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

export const checkoutSchema = v.object({
  firstName: required("First name is required."),
  lastName: required("Last name is required."),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("Email is required."),
    v.email("Enter a valid email address."),
  ),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("Phone number is required."),
    v.minLength(10, "Enter a valid phone number."),
    v.regex(/^\+?[0-9()\s-]+$/, "Enter a valid phone number."),
  ),
  address: required("Address is required."),
  apartment: v.pipe(v.string(), v.trim()),
  city: required("City is required."),
  state: required("Province is required."),
  zip: required("ZIP code is required."),
  country: v.pipe(
    v.string(),
    v.nonEmpty("Country is required."),
    v.literal(COUNTRY, `We deliver to ${COUNTRY} only.`),
  ),
  terms: v.pipe(
    v.boolean(),
    v.check((ticked) => ticked, TERMS_REQUIRED),
  ),
});

export type CheckoutInput = v.InferInput<typeof checkoutSchema>;
export type CheckoutValues = v.InferOutput<typeof checkoutSchema>;
export type CheckoutField = keyof CheckoutInput;

export const emptyCheckout: CheckoutInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: "",
  apartment: "",
  city: "",
  state: "",
  zip: "",
  country: COUNTRY,
  terms: false,
};

/** The terms box alone gets its own message; any bad field gets the general one. */
export const checkoutMessage = termsOrInvalid(TERMS_REQUIRED, CHECKOUT_INVALID);

/** Every field's first message, plus the form-level message shown above the button. */
export function validateCheckout(input: CheckoutInput): FormResult<CheckoutInput, CheckoutValues> {
  return validateForm(checkoutSchema, input, checkoutMessage);
}
