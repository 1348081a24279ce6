import type { ReactNode } from "react";
import { t } from "../../lib/i18n/i18n";
import { CASH_ON_DELIVERY_RULE, DELIVERY_RULE } from "../../shared/delivery-texts";

export interface DocSection {
  title: string;
  body: ReactNode;
}

/**
 * The terms and conditions, as 12 sections
 * (docs/decisions/0012-promotions-and-content-say-only-what-is-true.md), in the shopper's language
 * (drawn by a screen that redraws when it changes).
 */
export function termsSections(): readonly DocSection[] {
  return [
    {
      title: t("Pre-order basis"),
      body: t(
        "Island Imports works on a pre-order basis. Most items are bought abroad after you order, so an order is a request for us to buy the item for you, confirmed once we receive your payment.",
      ),
    },
    {
      title: t("Eligibility"),
      body: t(
        "You must be 18 years or older to place an order. By ordering you confirm that you are at least 18 and that the details you give us are true.",
      ),
    },
    {
      title: t("Prices and currency"),
      body: t(
        "All prices are in Sri Lankan rupees (LKR) and include the cost of buying the item abroad and bringing it to Sri Lanka. Prices can change with exchange rates, but the price shown when you place an order is the price you pay for it.",
      ),
    },
    {
      title: t("Payment before processing"),
      body: `${t("We start processing an order only after the payment due at ordering has been received in full. Unless we agree otherwise in writing, that is a 50% advance by local bank deposit; the remaining 50% is paid to the courier on delivery.")} ${t(CASH_ON_DELIVERY_RULE)}`,
    },
    {
      title: t("Delivery time"),
      body: t(
        "Delivery takes 7-10 working days from payment confirmation. Delays at customs, with airlines or with couriers can occasionally add time; we tell you on WhatsApp if your order is affected.",
      ),
    },
    {
      title: t("Delivery charges"),
      body: `${t("A courier delivery fee applies to every order unless a free-shipping offer is shown at checkout.")} ${t(DELIVERY_RULE)}`,
    },
    {
      title: t("No refunds or returns"),
      body: t(
        "Because every item is bought for your order, we do not accept cancellations, returns or exchanges and do not give refunds for change of mind, sizing or colour choices.",
      ),
    },
    {
      title: t("Damaged goods"),
      body: t(
        "If an item arrives damaged, contact us within seven working days of delivery with a continuous, unedited unboxing video showing the sealed parcel being opened. After checking it we refund or replace the damaged item.",
      ),
    },
    {
      title: t("Customised orders are final"),
      body: t(
        "Custom requests for items not listed in the shop are bought specially for you. Once you have accepted our quote and paid, a customised order is final and cannot be cancelled or changed.",
      ),
    },
    {
      title: t("Product information"),
      body: t(
        "We describe products as accurately as we can using the brand's own information. Packaging, labels and language can differ from the photos because items come from different countries.",
      ),
    },
    {
      title: t("Limitation of liability"),
      body: t(
        "Our liability for any order is limited to the amount you paid for it. We are not responsible for indirect losses, or for allergic reactions or misuse of products: always read the ingredients and instructions before use.",
      ),
    },
    {
      title: t("Governing law"),
      body: t(
        "These terms are governed by the laws of Sri Lanka and Malaysia, where we buy many of our goods. Any dispute is first handled with our support team, in good faith, before any other step.",
      ),
    },
  ];
}
