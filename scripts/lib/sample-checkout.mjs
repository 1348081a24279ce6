/**
 * One valid buyer and Sri Lankan address, for tests and benchmarks that place orders: the
 * checkout form's two parts as the order-create hook receives them.
 */
export const SAMPLE_CHECKOUT = Object.freeze({
  customerInfo: Object.freeze({
    firstName: "Nimal",
    lastName: "Perera",
    email: "nimal@example.com",
    phone: "0771234567",
  }),
  shippingAddress: Object.freeze({
    address: "12 Galle Road",
    apartment: "",
    city: "Colombo",
    state: "Western",
    district: "Colombo",
    zip: "00300",
    country: "Sri Lanka",
  }),
});
