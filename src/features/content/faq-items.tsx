import { Link } from "@tanstack/react-router";
import type { AccordionItem } from "../../components/accordion";
import { CASH_ON_DELIVERY_RULE, DELIVERY_FREE, DELIVERY_RULE } from "../../shared/delivery-texts";

/** The help centre's 11 questions, in the order it shows them, with this shop's answers. */
export const FAQ_ITEMS: readonly AccordionItem[] = [
  {
    id: "authentic",
    title: "Are your products authentic?",
    content: (
      <p>
        Yes. We buy every item ourselves from brand stores, authorised retailers and official
        outlets abroad, keep the receipts, and never stock replicas or "inspired" copies. If a
        product's origin matters to you, ask us and we will tell you where it was bought.
      </p>
    ),
  },
  {
    id: "delivery-time",
    title: "How long does delivery take?",
    content: (
      <p>
        Delivery takes 7-10 working days from the day your order is confirmed. Items travel by air
        cargo to Sri Lanka and are then handed to a local courier who brings them to your door.
      </p>
    ),
  },
  {
    id: "how-to-order",
    title: "How do I place an order?",
    content: (
      <ol>
        <li>Add the products you want to your cart (up to 5 of each item).</li>
        <li>Sign in or create an account, then choose Proceed to Checkout.</li>
        <li>Enter your contact details and delivery address and accept the terms.</li>
        <li>
          Place the order: the order page and your confirmation email show the bank details and the
          50% advance; attach a photo of the deposit slip to your order in My Orders.
        </li>
      </ol>
    ),
  },
  {
    id: "payment",
    title: "How do I pay?",
    content: (
      <p>
        By local bank transfer in Sri Lankan rupees (LKR). You deposit a 50% advance to our bank
        account when you order and pay the remaining 50% to the courier on delivery.{" "}
        {CASH_ON_DELIVERY_RULE} We do not take card payments on the site, so no card details are
        ever stored.
      </p>
    ),
  },
  {
    id: "not-listed",
    title: "Can I order a product that is not listed?",
    content: (
      <p>
        Often, yes. Send us a <Link to="/custom-request">custom order request</Link> with the
        product name and a link or photo, and we will check whether we can buy it abroad and send
        you a price in LKR before you commit to anything.
      </p>
    ),
  },
  {
    id: "cannot-find",
    title: "I can't find a product I'm looking for. What should I do?",
    content: (
      <p>
        Try the search box with the brand or a shorter name (for example "sunscreen" instead of the
        full product name), or browse <Link to="/products">all categories</Link>. Still nothing?
        Message us on WhatsApp and we will look for it for you.
      </p>
    ),
  },
  {
    id: "updates",
    title: "How will I get updates about my order?",
    content: (
      <p>
        We message you on WhatsApp when your payment is received, when the item ships from abroad
        and when it reaches the courier in Sri Lanka. Your orders are also listed on your profile
        page under My Orders.
      </p>
    ),
  },
  {
    id: "minimum",
    title: "Is there a minimum order?",
    content: <p>No. You can order a single item; there is no minimum order value.</p>,
  },
  {
    id: "delivery-fee",
    title: "Is there a delivery fee?",
    content: (
      <p>
        A delivery fee applies to every order unless a free-shipping offer is running (the cart and
        checkout then show delivery as {DELIVERY_FREE}). {DELIVERY_RULE}
      </p>
    ),
  },
  {
    id: "refunds",
    title: "Can I return an item or get a refund?",
    content: (
      <p>
        We do not accept returns or give refunds for change of mind, wrong size or colour choices,
        because every item is bought abroad for your order. If your item arrives damaged, tell us
        within seven working days with an unboxing video and we will refund or replace it. See our{" "}
        <Link to="/returns">returns page</Link> for details.
      </p>
    ),
  },
  {
    id: "trust",
    title: "Why should I trust Island Imports?",
    content: (
      <p>
        Every order is recorded with its number, and you only pay half up front. We answer on
        WhatsApp every day from 8am to 7pm IST, we show real photos of what we buy, and our terms
        are written down plainly. Read our <Link to="/about">story</Link> to see who we are.
      </p>
    ),
  },
];
