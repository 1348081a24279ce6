import type { FormEvent } from "react";
import { FormField, TextAreaField } from "../../components/form-field";
import { Icon } from "../../components/icon";
import { SUPPORT_HOURS } from "../../lib/settings-defaults";
import { CONTACT_SUCCESS, contactSchema, emptyContact } from "../../lib/validation/forms";
import { useSettings } from "../../offline/hooks";
import { FormStatusLine, SubmitButton } from "./form-parts";
import { useOutboxForm } from "./use-outbox-form";
import "./forms.css";

export function ContactScreen() {
  const settings = useSettings();
  const form = useOutboxForm("inquiries", contactSchema, emptyContact);
  const { values, errors, set } = form;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <section className="page container form-page">
      <header className="form-page__intro">
        <h1>Contact us</h1>
        <p>Questions about a product, an order or a delivery? We answer every message.</p>
      </header>
      <ul className="contact-cards">
        <li className="contact-card">
          <Icon name="message" size={22} />
          <div>
            <h2>Call or WhatsApp</h2>
            <a href={`tel:${settings.supportPhone.replace(/\s+/g, "")}`}>{settings.supportPhone}</a>
          </div>
        </li>
        <li className="contact-card">
          <Icon name="mail" size={22} />
          <div>
            <h2>Email</h2>
            <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
          </div>
        </li>
        <li className="contact-card">
          <Icon name="clock" size={22} />
          <div>
            <h2>Hours</h2>
            <p>{SUPPORT_HOURS}</p>
          </div>
        </li>
      </ul>
      <form className="form-card" noValidate onSubmit={onSubmit} aria-label="Send us a message">
        <h2>Send us a message</h2>
        <div className="form-grid">
          <FormField
            name="name"
            label="Name"
            autoComplete="name"
            value={values.name}
            error={errors.name}
            onChange={(e) => set("name", e.target.value)}
          />
          <FormField
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(e) => set("email", e.target.value)}
          />
        </div>
        <FormField
          name="subject"
          label="Subject"
          value={values.subject}
          error={errors.subject}
          onChange={(e) => set("subject", e.target.value)}
        />
        <TextAreaField
          name="message"
          label="Message"
          value={values.message}
          error={errors.message}
          onChange={(e) => set("message", e.target.value)}
        />
        <SubmitButton status={form.status} label="Send message" />
        <FormStatusLine
          status={form.status}
          serverDetail={form.serverDetail}
          successMessage={CONTACT_SUCCESS}
          queuedMessage="You are offline or our server cannot be reached. Your message will be sent automatically when you are back online."
        />
      </form>
    </section>
  );
}
