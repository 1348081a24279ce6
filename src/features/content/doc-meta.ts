import { m } from "../../lib/i18n/i18n";

/** `?query=tac` shows the terms and conditions; any other value or none, the privacy policy. */
export function docMeta(query: string | undefined) {
  return query === "tac"
    ? {
        isTerms: true,
        title: m("Terms and conditions"),
        description:
          "Island Imports terms: pre-orders, prices in LKR, payment, 7-10 working day delivery, no returns, damaged goods and governing law.",
      }
    : {
        isTerms: false,
        title: m("Privacy policy"),
        description:
          "How Island Imports collects, stores and deletes your account, order and message data.",
      };
}
