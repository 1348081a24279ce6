import type { ReactNode } from "react";
import { CASH_ON_DELIVERY_RULE, DELIVERY_RULE } from "../../shared/delivery-texts";

export interface DocSection {
  title: string;
  body: ReactNode;
}

/** The terms and conditions, as 12 sections (README: Decisions, "Content"). */
export const TERMS_SECTIONS: readonly DocSection[] = [
  {
    title: "Pre-order basis",
    body: "Island Imports works on a pre-order basis. Most items are bought abroad after you order, so an order is a request for us to buy the item for you, confirmed once we receive your payment.",
  },
  {
    title: "Eligibility",
    body: "You must be 18 years or older to place an order. By ordering you confirm that you are at least 18 and that the details you give us are true.",
  },
  {
    title: "Prices and currency",
    body: "All prices are in Sri Lankan rupees (LKR) and include the cost of buying the item abroad and bringing it to Sri Lanka. Prices can change with exchange rates, but the price shown when you place an order is the price you pay for it.",
  },
  {
    title: "Payment before processing",
    body: `We start processing an order only after the payment due at ordering has been received in full. Unless we agree otherwise in writing, that is a 50% advance by local bank deposit; the remaining 50% is paid to the courier on delivery. ${CASH_ON_DELIVERY_RULE}`,
  },
  {
    title: "Delivery time",
    body: "Delivery takes 7-10 working days from payment confirmation. Delays at customs, with airlines or with couriers can occasionally add time; we tell you on WhatsApp if your order is affected.",
  },
  {
    title: "Delivery charges",
    body: `A courier delivery fee applies to every order unless a free-shipping offer is shown at checkout. ${DELIVERY_RULE}`,
  },
  {
    title: "No refunds or returns",
    body: "Because every item is bought for your order, we do not accept cancellations, returns or exchanges and do not give refunds for change of mind, sizing or colour choices.",
  },
  {
    title: "Damaged goods",
    body: "If an item arrives damaged, contact us within seven working days of delivery with a continuous, unedited unboxing video showing the sealed parcel being opened. After checking it we refund or replace the damaged item.",
  },
  {
    title: "Customised orders are final",
    body: "Custom requests for items not listed in the shop are bought specially for you. Once you have accepted our quote and paid, a customised order is final and cannot be cancelled or changed.",
  },
  {
    title: "Product information",
    body: "We describe products as accurately as we can using the brand's own information. Packaging, labels and language can differ from the photos because items come from different countries.",
  },
  {
    title: "Limitation of liability",
    body: "Our liability for any order is limited to the amount you paid for it. We are not responsible for indirect losses, or for allergic reactions or misuse of products: always read the ingredients and instructions before use.",
  },
  {
    title: "Governing law",
    body: "These terms are governed by the laws of Sri Lanka and Malaysia, where we buy many of our goods. Any dispute is first handled with our support team, in good faith, before any other step.",
  },
];
