/**
 * The checkout's rules, one copy for the form and the server: the form checks the flat
 * `checkoutSchema`; the order hook checks the order's `customerInfo` and `shippingAddress`
 * against the same field rules (src/shared/server.ts), with the same messages.
 */

import * as v from "valibot";
import { PAYMENT_METHODS } from "../delivery";
import { PAYMENT_METHOD_REQUIRED } from "../delivery-texts";
import type { CustomerInfoField, ShippingAddressField } from "../order-fields";
import { DISTRICT_NAMES, PROVINCE_NAMES, provinceOf } from "../places";
import { lineText } from "../text";
import { type FormResult, termsOrInvalid, validateForm } from "./result";

export const COUNTRY = "Sri Lanka";
/** The 9 provinces (src/shared/places.ts). */
export const PROVINCES = PROVINCE_NAMES;
export const CHECKOUT_INVALID = "Please fill all required fields correctly.";
export const CHECKOUT_NOT_SIGNED_IN = "Please log in before placing an order.";
export const CHECKOUT_FAILED = "Failed to place order. Try again.";
export const CHECKOUT_SUCCESS = "Order placed successfully!";
export const TERMS_REQUIRED = "You must accept the terms before placing an order.";
export const PHONE_INVALID = "Enter a valid phone number.";
export const DISTRICT_NOT_IN_PROVINCE = "Choose a district of your province.";
export const POSTAL_CODE_INVALID = "Enter the 5-digit postal code.";

/** A one-line field of at most `max` characters; required unless `optional`. */
function line(label: string, max: number, optional = false) {
  const tooLong = v.maxLength<string, number, string>(
    max,
    `${label} must be at most ${max} characters.`,
  );
  if (optional) return v.pipe(lineText(), tooLong);
  return v.pipe(lineText(), v.nonEmpty(`${label} is required.`), tooLong);
}

type FieldRules<K extends string> = Record<K, v.GenericSchema<string, string>>;

export const customerInfoEntries = {
  firstName: line("First name", 100),
  lastName: line("Last name", 100),
  email: v.pipe(
    lineText(),
    v.nonEmpty("Email is required."),
    v.maxLength(254, "Enter a valid email address."),
    v.email("Enter a valid email address."),
  ),
  phone: v.pipe(
    lineText(),
    v.nonEmpty("Phone number is required."),
    v.minLength(10, PHONE_INVALID),
    v.maxLength(20, PHONE_INVALID),
    v.regex(/^\+?[0-9()\s-]+$/, PHONE_INVALID),
    // stored as digits (and a leading +), so the shop finds an order by any way it was typed
    v.transform((phone) => phone.replace(/[\s()-]/g, "")),
  ),
} satisfies FieldRules<CustomerInfoField>;

export const shippingAddressEntries = {
  address: line("Address", 200),
  apartment: line("Apartment", 100, true),
  city: line("City", 100),
  state: v.pipe(
    lineText(),
    v.nonEmpty("Province is required."),
    v.check((name) => PROVINCES.includes(name), "Choose your province from the list."),
  ),
  district: v.pipe(
    lineText(),
    v.nonEmpty("District is required."),
    v.check((name) => DISTRICT_NAMES.includes(name), "Choose your district from the list."),
  ),
  // stored under the spec's `zip` key; Sri Lanka's postal codes have five digits
  zip: v.pipe(
    lineText(),
    v.nonEmpty("Postal code is required."),
    v.regex(/^\d{5}$/, POSTAL_CODE_INVALID),
  ),
  country: v.pipe(
    v.string(),
    v.nonEmpty("Country is required."),
    v.check((name) => name === COUNTRY, `We deliver to ${COUNTRY} only.`),
  ),
} satisfies FieldRules<ShippingAddressField>;

/** A district of another province is refused on the district, where the shopper fixes it. */
const inProvince = (input: { state: string; district: string }) =>
  provinceOf(input.district) === input.state;

export const customerInfoSchema = v.object(customerInfoEntries);
export const shippingAddressSchema = v.pipe(
  v.object(shippingAddressEntries),
  v.forward(
    v.check((input) => inProvince(input), DISTRICT_NOT_IN_PROVINCE),
    ["district"],
  ),
);

export const paymentMethodSchema = v.picklist(PAYMENT_METHODS, PAYMENT_METHOD_REQUIRED);

export const checkoutSchema = v.pipe(
  v.object({
    ...customerInfoEntries,
    ...shippingAddressEntries,
    paymentMethod: paymentMethodSchema,
    terms: v.pipe(
      v.boolean(),
      v.check((ticked) => ticked, TERMS_REQUIRED),
    ),
  }),
  v.forward(
    v.check((input) => inProvince(input), DISTRICT_NOT_IN_PROVINCE),
    ["district"],
  ),
);

export type CheckoutInput = v.InferInput<typeof checkoutSchema>;
export type CheckoutValues = v.InferOutput<typeof checkoutSchema>;
export type CheckoutField = keyof CheckoutInput;
export type CustomerInfoValues = v.InferOutput<typeof customerInfoSchema>;
export type ShippingAddressValues = v.InferOutput<typeof shippingAddressSchema>;

export const emptyCheckout: CheckoutInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: "",
  apartment: "",
  city: "",
  state: "",
  district: "",
  zip: "",
  country: COUNTRY,
  paymentMethod: "bank",
  terms: false,
};

/** The form's values as the order's two parts, in the shape the server checks. */
export function orderParts(values: CheckoutValues): {
  customerInfo: CustomerInfoValues;
  shippingAddress: ShippingAddressValues;
} {
  const pick = <K extends string>(keys: K[]) =>
    Object.fromEntries(keys.map((key) => [key, values[key as keyof CheckoutValues]]));
  return {
    customerInfo: pick(Object.keys(customerInfoEntries)) as CustomerInfoValues,
    shippingAddress: pick(Object.keys(shippingAddressEntries)) as ShippingAddressValues,
  };
}

/** The terms box alone gets its own message; any bad field gets the general one. */
export const checkoutMessage = termsOrInvalid(TERMS_REQUIRED, CHECKOUT_INVALID);

/** Every field's first message, plus the form-level message shown above the button. */
export function validateCheckout(input: CheckoutInput): FormResult<CheckoutInput, CheckoutValues> {
  return validateForm(checkoutSchema, input, checkoutMessage);
}
