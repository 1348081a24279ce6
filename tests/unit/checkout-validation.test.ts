import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { SAMPLE_CHECKOUT } from "../../scripts/lib/sample-checkout.mjs";
import { orderSchema } from "../../src/lib/types";
import { CUSTOMER_INFO_FIELDS, SHIPPING_ADDRESS_FIELDS } from "../../src/shared/order-fields";
import {
  CHECKOUT_INVALID,
  type CheckoutInput,
  customerInfoEntries,
  DISTRICT_NOT_IN_PROVINCE,
  emptyCheckout,
  POSTAL_CODE_INVALID,
  shippingAddressEntries,
  TERMS_REQUIRED,
  validateCheckout,
} from "../../src/shared/validation/checkout";

const valid: CheckoutInput = {
  ...SAMPLE_CHECKOUT.customerInfo,
  ...SAMPLE_CHECKOUT.shippingAddress,
  paymentMethod: "bank",
  terms: true,
};

function errorsFor(patch: Partial<CheckoutInput>) {
  const result = validateCheckout({ ...valid, ...patch });
  if (result.ok) throw new Error("expected the form to be invalid");
  return result;
}

describe("checkout form", () => {
  it("accepts a complete Sri Lankan address without an apartment", () => {
    const result = validateCheckout(valid);
    expect(result.ok).toBe(true);
  });

  it("starts with Sri Lanka as the country and the terms unticked", () => {
    expect(emptyCheckout.country).toBe("Sri Lanka");
    expect(emptyCheckout.terms).toBe(false);
  });

  it.each([
    ["firstName", "First name is required."],
    ["lastName", "Last name is required."],
    ["email", "Email is required."],
    ["phone", "Phone number is required."],
    ["address", "Address is required."],
    ["city", "City is required."],
    ["state", "Province is required."],
    ["district", "District is required."],
    ["zip", "Postal code is required."],
    ["country", "Country is required."],
  ] as const)("a blank %s says %s", (field, message) => {
    const result = errorsFor({ [field]: "" });
    expect(result.fieldErrors[field]).toBe(message);
    expect(result.message).toBe(CHECKOUT_INVALID);
  });

  it("a malformed email says Enter a valid email address.", () => {
    expect(errorsFor({ email: "nimal@" }).fieldErrors.email).toBe("Enter a valid email address.");
  });

  it("a phone shorter than 10 or with letters says Enter a valid phone number.", () => {
    expect(errorsFor({ phone: "077123" }).fieldErrors.phone).toBe("Enter a valid phone number.");
    expect(errorsFor({ phone: "07712345ab" }).fieldErrors.phone).toBe(
      "Enter a valid phone number.",
    );
  });

  it("whitespace alone does not fill a required field", () => {
    expect(errorsFor({ city: "   " }).fieldErrors.city).toBe("City is required.");
  });

  it("a district must be one of the 25 and of the chosen province", () => {
    expect(errorsFor({ district: "Atlantis" }).fieldErrors.district).toBe(
      "Choose your district from the list.",
    );
    expect(errorsFor({ state: "Western", district: "Jaffna" }).fieldErrors.district).toBe(
      DISTRICT_NOT_IN_PROVINCE,
    );
    expect(validateCheckout({ ...valid, state: "Northern", district: "Jaffna" }).ok).toBe(true);
  });

  it("a postal code has five digits", () => {
    for (const zip of ["4000", "400001", "40 000", "ABCDE"]) {
      expect(errorsFor({ zip }).fieldErrors.zip, zip).toBe(POSTAL_CODE_INVALID);
    }
  });

  it("only bank transfer or cash on delivery are payment methods", () => {
    const bad = { ...valid, paymentMethod: "card" } as unknown as CheckoutInput;
    const result = validateCheckout(bad);
    expect(result.ok ? "" : result.fieldErrors.paymentMethod).toBe("Choose how you pay.");
  });

  it("only Sri Lanka is accepted as country", () => {
    expect(errorsFor({ country: "India" }).fieldErrors.country).toBe(
      "We deliver to Sri Lanka only.",
    );
  });

  it("unticked terms alone say You must accept the terms before placing an order.", () => {
    const result = errorsFor({ terms: false });
    expect(result.fieldErrors.terms).toBe(TERMS_REQUIRED);
    expect(result.message).toBe("You must accept the terms before placing an order.");
  });

  it("reports every bad field at once, with the form message", () => {
    const result = validateCheckout(emptyCheckout);
    if (result.ok) throw new Error("expected invalid");
    expect(Object.keys(result.fieldErrors).sort()).toEqual(
      [
        "address",
        "city",
        "district",
        "email",
        "firstName",
        "lastName",
        "phone",
        "state",
        "terms",
        "zip",
      ].sort(),
    );
    expect(result.message).toBe("Please fill all required fields correctly.");
  });
});

describe("an order's customer and address fields", () => {
  it("are the checkout's fields, and the stored order reads each as text", () => {
    expect(Object.keys(customerInfoEntries)).toEqual([...CUSTOMER_INFO_FIELDS]);
    expect(Object.keys(shippingAddressEntries)).toEqual([...SHIPPING_ADDRESS_FIELDS]);
    const order = v.parse(orderSchema, {
      id: "o1",
      customerInfo: { firstName: "Nimal", phone: 771234567, extra: "dropped" },
      shippingAddress: { city: "Kandy" },
    });
    expect(order.customerInfo).toEqual({ firstName: "Nimal", lastName: "", email: "", phone: "" });
    expect(Object.keys(order.shippingAddress)).toEqual([...SHIPPING_ADDRESS_FIELDS]);
    expect(order.shippingAddress.city).toBe("Kandy");
  });
});
