import { Link } from "@tanstack/react-router";
import type { AccordionItem } from "../../components/accordion";
import { tParts } from "../../components/t-parts";
import { t } from "../../lib/i18n/i18n";
import { CASH_ON_DELIVERY_RULE, DELIVERY_FREE, DELIVERY_RULE } from "../../shared/delivery-texts";

/**
 * The help centre's 11 questions, in the order it shows them, with this shop's answers, in the
 * shopper's language (drawn by a screen that redraws when it changes).
 */
export function faqItems(): AccordionItem[] {
  return [
    {
      id: "authentic",
      title: t("Are your products authentic?"),
      content: (
        <p>
          {t(
            'Yes. We buy every item ourselves from brand stores, authorised retailers and official outlets abroad, keep the receipts, and never stock replicas or "inspired" copies. If a product\'s origin matters to you, ask us and we will tell you where it was bought.',
          )}
        </p>
      ),
    },
    {
      id: "delivery-time",
      title: t("How long does delivery take?"),
      content: (
        <p>
          {t(
            "Delivery takes 7-10 working days from the day your order is confirmed. Items travel by air cargo to Sri Lanka and are then handed to a local courier who brings them to your door.",
          )}
        </p>
      ),
    },
    {
      id: "how-to-order",
      title: t("How do I place an order?"),
      content: (
        <ol>
          <li>{t("Add the products you want to your cart (up to 5 of each item).")}</li>
          <li>{t("Sign in or create an account, then choose Proceed to Checkout.")}</li>
          <li>{t("Enter your contact details and delivery address and accept the terms.")}</li>
          <li>
            {t(
              "Place the order: the order page and your confirmation email show the bank details and the 50% advance; attach a photo of the deposit slip to your order in My Orders.",
            )}
          </li>
        </ol>
      ),
    },
    {
      id: "payment",
      title: t("How do I pay?"),
      content: (
        <p>
          {t(
            "By local bank transfer in Sri Lankan rupees (LKR). You deposit a 50% advance to our bank account when you order and pay the remaining 50% to the courier on delivery.",
          )}{" "}
          {t(CASH_ON_DELIVERY_RULE)}{" "}
          {t("We do not take card payments on the site, so no card details are ever stored.")}
        </p>
      ),
    },
    {
      id: "not-listed",
      title: t("Can I order a product that is not listed?"),
      content: (
        <p>
          {tParts(
            "Often, yes. Send us a {request} with the product name and a link or photo, and we will check whether we can buy it abroad and send you a price in LKR before you commit to anything.",
            { request: <Link to="/custom-request">{t("custom order request")}</Link> },
          )}
        </p>
      ),
    },
    {
      id: "cannot-find",
      title: t("I can't find a product I'm looking for. What should I do?"),
      content: (
        <p>
          {tParts(
            'Try the search box with the brand or a shorter name (for example "sunscreen" instead of the full product name), or browse {categories}. Still nothing? Message us on WhatsApp and we will look for it for you.',
            { categories: <Link to="/products">{t("all categories")}</Link> },
          )}
        </p>
      ),
    },
    {
      id: "updates",
      title: t("How will I get updates about my order?"),
      content: (
        <p>
          {t(
            "We message you on WhatsApp when your payment is received, when the item ships from abroad and when it reaches the courier in Sri Lanka. Your orders are also listed on your profile page under My Orders.",
          )}
        </p>
      ),
    },
    {
      id: "minimum",
      title: t("Is there a minimum order?"),
      content: <p>{t("No. You can order a single item; there is no minimum order value.")}</p>,
    },
    {
      id: "delivery-fee",
      title: t("Is there a delivery fee?"),
      content: (
        <p>
          {t(
            "A delivery fee applies to every order unless a free-shipping offer is running (the cart and checkout then show delivery as {free}).",
            { free: t(DELIVERY_FREE) },
          )}{" "}
          {t(DELIVERY_RULE)}
        </p>
      ),
    },
    {
      id: "refunds",
      title: t("Can I return an item or get a refund?"),
      content: (
        <p>
          {tParts(
            "We do not accept returns or give refunds for change of mind, wrong size or colour choices, because every item is bought abroad for your order. If your item arrives damaged, tell us within seven working days with an unboxing video and we will refund or replace it. See our {returns} for details.",
            { returns: <Link to="/returns">{t("returns page")}</Link> },
          )}
        </p>
      ),
    },
    {
      id: "trust",
      title: t("Why should I trust Island Imports?"),
      content: (
        <p>
          {tParts(
            "Every order is recorded with its number, and you only pay half up front. We answer on WhatsApp every day from 8am to 7pm IST, we show real photos of what we buy, and our terms are written down plainly. Read our {story} to see who we are.",
            { story: <Link to="/about">{t("story")}</Link> },
          )}
        </p>
      ),
    },
  ];
}
