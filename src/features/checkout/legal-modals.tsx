import { useState } from "react";
import { Modal } from "../../components/modal";
import { tParts } from "../../components/t-parts";
import { useT } from "../../hooks/use-t";
import { CASH_ON_DELIVERY_RULE, DELIVERY_RULE } from "../../shared/delivery-texts";

/** The checkout's terms modal: the points a buyer agrees to by placing an order. */
function TermsText() {
  const t = useT();
  return (
    <>
      <p>{t("By placing an order with Island Imports you agree to the following terms.")}</p>
      <ul>
        <li>
          {t("A 50% advance payment is made by bank deposit before we buy your items abroad.")}
        </li>
        <li>
          {t("The remaining 50% is paid to the courier on delivery.")} {t(CASH_ON_DELIVERY_RULE)}
        </li>
        <li>{t(DELIVERY_RULE)}</li>
        <li>
          {t(
            "Refunds are given for damaged goods only, reported within seven working days of delivery with an unboxing video.",
          )}
        </li>
        <li>{t("There are no cancellations or returns once an order is placed.")}</li>
      </ul>
    </>
  );
}

function PrivacyText() {
  const t = useT();
  return (
    <>
      <p>
        {t(
          "We use your name, email, phone number and address only to process and deliver your orders and to answer your messages. We do not sell your details to anyone.",
        )}
      </p>
      <p>
        {t(
          "Marketing emails are sent only if you asked for them, and you can stop them at any time by contacting us.",
        )}
      </p>
    </>
  );
}

/**
 * "Terms of Service" and "Privacy Policy" as buttons that open their modals in place, inside
 * `sentence` (English, with `{terms}` and `{privacy}` where they go).
 */
export function LegalLinks({ sentence }: { sentence: string }) {
  const t = useT();
  const [open, setOpen] = useState<"terms" | "privacy" | null>(null);
  return (
    <>
      {tParts(sentence, {
        terms: (
          <button type="button" className="link-button" onClick={() => setOpen("terms")}>
            {t("Terms of Service")}
          </button>
        ),
        privacy: (
          <button type="button" className="link-button" onClick={() => setOpen("privacy")}>
            {t("Privacy Policy")}
          </button>
        ),
      })}
      <Modal
        open={open === "terms"}
        title={t("Terms and Conditions")}
        onClose={() => setOpen(null)}
      >
        <TermsText />
      </Modal>
      <Modal open={open === "privacy"} title={t("Privacy Policy")} onClose={() => setOpen(null)}>
        <PrivacyText />
      </Modal>
    </>
  );
}
