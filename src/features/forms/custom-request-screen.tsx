import { type FormEvent, useState } from "react";
import { FormField, TextAreaField } from "../../components/form-field";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { m } from "../../lib/i18n/i18n";
import {
  CUSTOM_ORDER_SUCCESS,
  customOrderSchema,
  emptyCustomOrder,
  MAX_REFERENCE_LINKS,
} from "../../shared/validation/forms";
import { FormStatusLine, SubmitButton } from "./form-parts";
import { type RequestPhoto, RequestPhotos } from "./request-photos";
import { useOutboxForm } from "./use-outbox-form";
import "./forms.css";

export function CustomRequestScreen() {
  const t = useT();
  const form = useOutboxForm("customorders", customOrderSchema, emptyCustomOrder);
  const { values, set, field } = form;
  const links = values.referenceLinks;
  const [photos, setPhotos] = useState<RequestPhoto[]>([]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const extra = photos.length
      ? { photos: photos.map((p) => p.blob), photoNames: photos.map((p) => p.name) }
      : {};
    // sent or waiting in the outbox with its photos: the form starts afresh
    if (await form.submit(extra)) setPhotos([]);
  }
  const setLink = (index: number, value: string) =>
    set(
      "referenceLinks",
      links.map((link, i) => (i === index ? value : link)),
    );
  const removeLink = (index: number) =>
    set(
      "referenceLinks",
      links.filter((_, i) => i !== index),
    );

  return (
    <section className="page container form-page">
      <header className="form-page__intro">
        <h1>{t("Request a custom order")}</h1>
        <p>
          {t(
            "Can't find it in the shop? Tell us what you are looking for and we will bring it from abroad. We reply on WhatsApp with a price.",
          )}
        </p>
      </header>
      <form
        className="form-card"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t("Custom order request")}
      >
        <div className="form-grid">
          <FormField label={t("Name")} autoComplete="name" {...field("name")} />
          <FormField
            label={t("WhatsApp number")}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="0771234567"
            hint={t("7 to 15 digits, e.g. +94 77 555 1234.")}
            {...field("whatsapp")}
          />
        </div>
        <fieldset className="link-list">
          <legend>{t("Reference links (optional)")}</legend>
          <p className="link-list__hint">{t("Links to the product on another shop.")}</p>
          {links.map((link, index) => (
            <div className="link-list__row" key={`link-${index.toString()}`}>
              <input
                type="url"
                inputMode="url"
                aria-label={t("Reference link {number}", { number: index + 1 })}
                placeholder="https://"
                value={link}
                onChange={(e) => setLink(index, e.target.value)}
              />
              <button
                type="button"
                className="icon-button"
                aria-label={t("Remove reference link {number}", { number: index + 1 })}
                onClick={() => removeLink(index)}
              >
                <Icon name="trash" />
              </button>
            </div>
          ))}
          {links.length < MAX_REFERENCE_LINKS && (
            <button
              type="button"
              className="button button--secondary link-list__add"
              onClick={() => set("referenceLinks", [...links, ""])}
            >
              <Icon name="plus" size={18} /> {t("Add a link")}
            </button>
          )}
        </fieldset>
        <RequestPhotos photos={photos} onChange={setPhotos} />
        <TextAreaField
          label={t("Description")}
          placeholder={t("Brand, product, size, colour, quantity…")}
          {...field("description")}
        />
        <SubmitButton status={form.status} label={m("Submit request")} />
        <FormStatusLine
          status={form.status}
          serverDetail={form.serverDetail}
          successMessage={CUSTOM_ORDER_SUCCESS}
          queuedMessage={m(
            "You are offline or our server cannot be reached. Your request will be sent automatically when you are back online.",
          )}
        />
      </form>
    </section>
  );
}
