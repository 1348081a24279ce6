/**
 * What the shop remembers for a shopper before and around checkout: the district the product
 * page and the cart quote (the device's choice, else the last order's), the checkout's draft
 * (typed fields win over what the account fills in; junk in storage is dropped), and where
 * signing in returns to (only the shop's own pages).
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { returnSearchSchema } from "../../src/features/account/return-to";
import {
  hasAddress,
  holdsAddress,
  parseDraft,
  startingValues,
} from "../../src/features/checkout/checkout-draft";
import { asDistrict, rememberedDistrict } from "../../src/features/delivery/district-logic";
import { emptyCheckout } from "../../src/shared/validation/checkout";

describe("the remembered district", () => {
  it("is the device's choice, else the last order's, else none", () => {
    expect(rememberedDistrict("Kandy", "Jaffna")).toBe("Kandy");
    expect(rememberedDistrict("", "Jaffna")).toBe("Jaffna");
    expect(rememberedDistrict(undefined, undefined)).toBe("");
  });

  it("is never a value that is no district (an old or edited entry)", () => {
    expect(asDistrict("Atlantis")).toBe("");
    expect(asDistrict(42)).toBe("");
    expect(rememberedDistrict("kandy", "Galle")).toBe("Galle");
  });
});

describe("the checkout draft", () => {
  const account = {
    ...emptyCheckout,
    firstName: "Nimal",
    lastName: "Silva",
    email: "n@example.com",
  };

  it("keeps what was typed over what the account fills in", () => {
    const draft = parseDraft(
      JSON.stringify({ firstName: "Nimali", email: "", address: "5 Lake Road", district: "Kandy" }),
    );
    expect(startingValues(account, draft)).toMatchObject({
      firstName: "Nimali",
      lastName: "Silva",
      email: "n@example.com",
      address: "5 Lake Road",
      district: "Kandy",
    });
  });

  it("drops what is not a field's kind, an unknown payment method and the terms tick", () => {
    const draft = parseDraft(
      JSON.stringify({ phone: 771234567, paymentMethod: "crypto", terms: true, city: "Kandy" }),
    );
    expect(draft).toEqual({ city: "Kandy" });
    expect(parseDraft(JSON.stringify({ paymentMethod: "cod" }))).toEqual({ paymentMethod: "cod" });
    expect(parseDraft("{not json")).toEqual({});
    expect(parseDraft(null)).toEqual({});
    expect(parseDraft("[1,2]")).toEqual({});
  });

  it("tells a typed address, and whether it is the saved one", () => {
    const saved = {
      address: "45 Hospital Road",
      apartment: "",
      city: "Jaffna",
      state: "Northern",
      district: "Jaffna",
      zip: "40000",
      country: "Sri Lanka",
    };
    expect(hasAddress(emptyCheckout)).toBe(false);
    expect(hasAddress({ ...emptyCheckout, city: "Kandy" })).toBe(true);
    expect(holdsAddress({ ...emptyCheckout, ...saved }, saved)).toBe(true);
    expect(holdsAddress({ ...emptyCheckout, ...saved, address: "5 Lake Road" }, saved)).toBe(false);
  });
});

describe("where signing in returns to", () => {
  const parse = (search: unknown) => v.parse(returnSearchSchema, search).redirect;

  it("is the checkout when the link says so, and never another site", () => {
    expect(parse({ redirect: "/checkout" })).toBe("/checkout");
    expect(parse({ redirect: "https://evil.example/" })).toBeUndefined();
    expect(parse({ redirect: "//evil.example" })).toBeUndefined();
    expect(parse({})).toBeUndefined();
  });
});
