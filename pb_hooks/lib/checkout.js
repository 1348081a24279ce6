/// <reference path="../../pb_data/types.d.ts" />
// Server-side mirror of the checkout form rules (src/lib/validation/checkout.ts). Returns the cleaned
// customerInfo and shippingAddress, or throws 400 with nested field errors such as
// data.customerInfo.email = { code, message }.

const v = require(`${__hooks}/lib/validate.js`);

const PHONE_PATTERN = /^\+?[0-9()\s-]{10,20}$/;
const COUNTRY = "Sri Lanka";

function checkCustomerInfo(raw, errors) {
  const c = v.isPlainObject(raw) ? raw : {};
  const e = {};
  const info = {
    firstName: v.text(e, "firstName", c.firstName, "First name", { max: 100 }),
    lastName: v.text(e, "lastName", c.lastName, "Last name", { max: 100 }),
    email: v.text(e, "email", c.email, "Email", { email: true }),
    phone: v.text(e, "phone", c.phone, "Phone number", {
      min: 10,
      max: 20,
      pattern: PHONE_PATTERN,
      patternMessage: "Enter a valid phone number.",
    }),
  };
  if (v.hasErrors(e)) errors.customerInfo = e;
  return info;
}

function checkShippingAddress(raw, errors) {
  const a = v.isPlainObject(raw) ? raw : {};
  const e = {};
  const address = {
    address: v.text(e, "address", a.address, "Address", { max: 200 }),
    apartment: v.text(e, "apartment", a.apartment, "Apartment", { max: 100, optional: true }),
    city: v.text(e, "city", a.city, "City", { max: 100 }),
    state: v.text(e, "state", a.state, "State", { max: 100 }),
    zip: v.text(e, "zip", a.zip, "ZIP", { max: 20 }),
    country: v.text(e, "country", a.country, "Country", { max: 100 }),
  };
  if (!e.country && address.country !== COUNTRY) {
    e.country = new ValidationError("validation_invalid_country", `We deliver to ${COUNTRY} only.`);
  }
  if (v.hasErrors(e)) errors.shippingAddress = e;
  return address;
}

/** Validates both parts together so the client gets every field error at once. */
function checkCheckout(customerInfo, shippingAddress) {
  const errors = {};
  const info = checkCustomerInfo(customerInfo, errors);
  const address = checkShippingAddress(shippingAddress, errors);
  v.throwIfAny(errors);
  return { customerInfo: info, shippingAddress: address };
}

module.exports = { checkCheckout };
