import { Link } from "@tanstack/react-router";
import { tParts } from "../../components/t-parts";
import { t } from "../../lib/i18n/i18n";
import type { DocSection } from "./terms-sections";

/**
 * A real privacy policy for this shop: what we collect, where it lives, for how long, and
 * rights; in the shopper's language (drawn by a screen that redraws when it changes).
 */
export function privacySections(supportEmail: string): readonly DocSection[] {
  return [
    {
      title: t("Who we are"),
      body: t(
        "Island Imports buys authentic goods abroad and delivers them in Sri Lanka. We are responsible for the personal data described in this policy.",
      ),
    },
    {
      title: t("What we collect"),
      body: (
        <ul>
          <li>
            <strong>{t("Your account:")}</strong>{" "}
            {t(
              "your name, email address and a securely hashed password (we never see your password). If you sign in with Google we receive your name and email.",
            )}
          </li>
          <li>
            <strong>{t("Your orders:")}</strong>{" "}
            {t(
              "the items, quantities and prices, your contact details (name, email, phone) and your delivery address.",
            )}
          </li>
          <li>
            <strong>{t("Your messages:")}</strong>{" "}
            {t(
              "what you send through the contact form (name, email, subject, message) and custom order requests (name, WhatsApp number, reference links, description).",
            )}
          </li>
        </ul>
      ),
    },
    {
      title: t("What we do not collect"),
      body: t(
        "We do not take card payments, so no card or bank details are stored. We do not use advertising trackers or sell or share your data with advertisers.",
      ),
    },
    {
      title: t("Why we use it"),
      body: t(
        "To create and run your account, to buy, ship and deliver your orders, to answer your messages and custom requests, and to keep records the law requires for sales.",
      ),
    },
    {
      title: t("Where it is stored"),
      body: (
        <>
          <p>
            {t(
              "Account, order and message records are stored on our own PocketBase server, reached only over an encrypted connection. Only you can see your orders; only our staff can see messages and requests.",
            )}
          </p>
          <p>
            {t(
              "So the shop works offline, your device also keeps a copy of the product catalogue and any messages or orders waiting to be sent in its browser storage (IndexedDB). Your cart stays in the browser's local storage on this device until you order, empty it or clear the site's data. Signing in keeps a sign-in token in the browser's local storage until you log out.",
            )}
          </p>
        </>
      ),
    },
    {
      title: t("How long we keep it"),
      body: t(
        "Your account stays until you ask us to delete it. Orders are kept for six years because tax and accounting rules require sales records. Contact messages and custom requests are deleted 12 months after the conversation ends. Data on your device stays until you log out, order or empty your cart, or clear the site's data in your browser.",
      ),
    },
    {
      title: t("Who we share it with"),
      body: t(
        "Only the courier who delivers your order receives your name, phone number and address. We share nothing else unless the law requires it.",
      ),
    },
    {
      title: t("Your rights and deleting your data"),
      body: (
        <p>
          {tParts(
            "You can ask to see, correct or delete your personal data at any time. Email {email} from the address on your account or {message} saying what you want. We answer within 14 days; we delete your account and messages, and keep only the order records the law requires, removing them when that period ends.",
            {
              email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>,
              message: <Link to="/contact">{t("send us a message")}</Link>,
            },
          )}
        </p>
      ),
    },
    {
      title: t("Changes to this policy"),
      body: t(
        "If we change how we use your data we update this page and, for important changes, tell customers by email.",
      ),
    },
  ];
}
