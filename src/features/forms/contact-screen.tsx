import type { FormEvent } from "react";
import { FormField, TextAreaField } from "../../components/form-field";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { m } from "../../lib/i18n/i18n";
import { SUPPORT_HOURS } from "../../lib/settings-defaults";
import { useSettings } from "../../offline/hooks";
import { CONTACT_SUCCESS, contactSchema, emptyContact } from "../../shared/validation/forms";
import { FormStatusLine, SubmitButton } from "./form-parts";
import { useOutboxForm } from "./use-outbox-form";
import "./forms.css";

export function ContactScreen() {
  const t = useT();
  const settings = useSettings();
  const form = useOutboxForm("inquiries", contactSchema, emptyContact);
  const { field } = form;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <section className="page container form-page">
      <header className="form-page__intro">
        <h1>{t("Contact us")}</h1>
        <p>{t("Questions about a product, an order or a delivery? We answer every message.")}</p>
      </header>
      <ul className="contact-cards">
        <li className="contact-card">
          <Icon name="message" size={22} />
          <div>
            <h2>{t("Call or WhatsApp")}</h2>
            <a href={`tel:${settings.supportPhone.replace(/\s+/g, "")}`}>{settings.supportPhone}</a>
          </div>
        </li>
        <li className="contact-card">
          <Icon name="mail" size={22} />
          <div>
            <h2>{t("Email")}</h2>
            <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
          </div>
        </li>
        <li className="contact-card">
          <Icon name="clock" size={22} />
          <div>
            <h2>{t("Hours")}</h2>
            <p>{t(SUPPORT_HOURS)}</p>
          </div>
        </li>
      </ul>
      <form
        className="form-card"
        noValidate
        onSubmit={onSubmit}
        aria-label={t("Send us a message")}
      >
        <h2>{t("Send us a message")}</h2>
        <div className="form-grid">
          <FormField label={t("Name")} autoComplete="name" {...field("name")} />
          <FormField
            label={t("Email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...field("email")}
          />
        </div>
        <FormField label={t("Subject")} {...field("subject")} />
        <TextAreaField label={t("Message")} {...field("message")} />
        <SubmitButton status={form.status} label={m("Send message")} />
        <FormStatusLine
          status={form.status}
          serverDetail={form.serverDetail}
          successMessage={CONTACT_SUCCESS}
          queuedMessage={m(
            "You are offline or our server cannot be reached. Your message will be sent automatically when you are back online.",
          )}
        />
      </form>
    </section>
  );
}
