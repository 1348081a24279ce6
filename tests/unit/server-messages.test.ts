/**
 * The server's English refusals read in the shopper's language, recognised by the same shared
 * builders the hooks write them with (src/lib/i18n/server-messages.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../src/lib/i18n/i18n";
import { tServer } from "../../src/lib/i18n/server-messages";
import si from "../../src/locales/si.json";
import ta from "../../src/locales/ta.json";
import { noCashOnDeliveryIn, noDeliveryTo } from "../../src/shared/delivery-texts";
import { outOfStock, PRODUCT_GONE, tooManyOf } from "../../src/shared/order-refusals";
import { signInLocked } from "../../src/shared/validation/account";

const pack = (messages: Record<string, string>, tag: string) => ({
  messages,
  tag,
  numbers: String,
  plurals: (count: number) => (count === 1 ? "one" : "other"),
});

describe("tServer", () => {
  beforeEach(() => vi.stubGlobal("document", { documentElement: {}, querySelector: () => null }));
  afterEach(() => {
    applyLanguage("en");
    vi.unstubAllGlobals();
  });

  it("leaves English as the server wrote it", () => {
    applyLanguage("en");
    expect(tServer(noDeliveryTo("Jaffna"))).toBe("We do not deliver to Jaffna yet.");
  });

  it("translates a sentence with a district, the district too", () => {
    applyLanguage("si", pack(si, "si-LK"));
    expect(tServer(noDeliveryTo("Jaffna"))).toBe(
      si["We do not deliver to {district} yet."].replace("{district}", si.Jaffna),
    );
    applyLanguage("ta", pack(ta, "ta-LK"));
    expect(tServer(noDeliveryTo("Jaffna"))).toContain(ta.Jaffna);
  });

  it("keeps a product's name as the owner wrote it, even with dots in it", () => {
    applyLanguage("ta", pack(ta, "ta-LK"));
    expect(tServer(outOfStock("Anessa S.P.F. 50"))).toBe(
      ta["{name} is out of stock."].replace("{name}", "Anessa S.P.F. 50"),
    );
  });

  it("reads the sign-in lockout's minutes, one or several", () => {
    applyLanguage("ta", pack(ta, "ta-LK"));
    expect(tServer(signInLocked(15))).toBe(
      "தவறான உள்நுழைவு முயற்சிகள் அதிகம். 15 நிமிடங்களில் மீண்டும் முயலுங்கள்.",
    );
    expect(tServer(signInLocked(1))).toBe(
      "தவறான உள்நுழைவு முயற்சிகள் அதிகம். 1 நிமிடத்தில் மீண்டும் முயலுங்கள்.",
    );
  });

  it("translates each of several joined messages, and leaves an unknown one in English", () => {
    applyLanguage("si", pack(si, "si-LK"));
    const joined = [tooManyOf("Tote Bag"), PRODUCT_GONE, "Something new happened."].join(" ");
    expect(tServer(joined)).toBe(
      [
        si["Maximum 5 items allowed of {name}."].replace("{name}", "Tote Bag"),
        si[PRODUCT_GONE as keyof typeof si],
        "Something new happened.",
      ].join(" "),
    );
    // a message of two sentences is not taken for a shorter pattern ("{name} is not available.")
    const both = [noCashOnDeliveryIn("Suburbs"), outOfStock("Lip Balm")].join(" ");
    expect(tServer(both)).toBe(
      [
        si["Cash on delivery is not available in {zone}. Please pay by bank transfer."].replace(
          "{zone}",
          "Suburbs",
        ),
        si["{name} is out of stock."].replace("{name}", "Lip Balm"),
      ].join(" "),
    );
  });
});
