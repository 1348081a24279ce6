/**
 * The shop's settings as plain fields, for the owner: the header's announcements as a list
 * (each with an optional end), free shipping's end and the flash sale's in Sri Lanka time, the
 * bank details customers pay the advance to, the support phone and email, and search synonyms. Checked with the
 * server's own rules before saving; a refused save shows each field's message. Staff see only
 * that these are the owner's.
 */
import { type FormEvent, useEffect, useState } from "react";
import { fetchSettings, saveSettings } from "../../backend/admin-shop";
import { isResponseError } from "../../backend/client";
import { CheckboxField, FormField } from "../../components/form-field";
import { MAX_ANNOUNCEMENTS } from "../../shared/settings-form";
import { showToast } from "../toast/toast-atoms";
import { useAdminAccount } from "./admin-session";
import { SearchSynonymsField } from "./search-synonyms-field";
import {
  checkDraft,
  type DraftErrors,
  type SettingsDraft,
  serverErrors,
  toDraft,
} from "./settings-form-state";

export const OWNER_ONLY_SETTINGS = "Only the owner can change the shop's settings.";

export function SettingsScreen() {
  const account = useAdminAccount();
  if (!account) return null;
  return (
    <section className="admin-page settings" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      {account.role === "owner" ? <SettingsForm /> : <p>{OWNER_ONLY_SETTINGS}</p>}
    </section>
  );
}

type TextKey = Exclude<
  keyof SettingsDraft,
  "announcements" | "isFlashSectionVisible" | "deliveryZones" | "searchSynonyms"
>;

function SettingsForm() {
  const [id, setId] = useState("");
  const [draft, setDraft] = useState<SettingsDraft>();
  const [errors, setErrors] = useState<DraftErrors>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchSettings().then(
      (settings) => {
        setId(settings.id);
        setDraft(toDraft(settings));
      },
      () => setMessage("The settings open when you are online."),
    );
  }, []);

  if (!draft) return <p className="admin-note">{message || "Loading the settings…"}</p>;
  const set = (next: Partial<SettingsDraft>) => setDraft({ ...draft, ...next });
  const text = (name: TextKey, label: string, extra: Record<string, unknown> = {}) => (
    <FormField
      label={label}
      value={draft[name]}
      error={errors[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      {...extra}
    />
  );
  const setAnnouncement = (index: number, change: Partial<SettingsDraft["announcements"][0]>) =>
    set({
      announcements: draft.announcements.map((a, i) => (i === index ? { ...a, ...change } : a)),
    });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const check = checkDraft(draft);
    if (!check.ok) {
      setErrors(check.errors);
      setMessage("Please check the fields marked above.");
      return;
    }
    setBusy(true);
    try {
      const saved = await saveSettings(id, check.values);
      setDraft(toDraft(saved));
      setErrors({});
      setMessage("");
      void showToast("Settings saved. Open shop screens show them at once.", "success");
    } catch (error) {
      if (isResponseError(error) && error.status === 400) {
        setErrors(serverErrors(error.response?.data));
        setMessage("Please check the fields marked above.");
      } else setMessage("Not saved: check the connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form settings__form" onSubmit={save} noValidate>
      <fieldset className="admin-panel">
        <legend>Announcements</legend>
        <p className="admin-note">
          The short lines at the top of every page. Up to {MAX_ANNOUNCEMENTS}.
        </p>
        <ol className="announcements">
          {draft.announcements.map((announcement, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
            <li key={index} className="announcement">
              <FormField
                label={`Announcement ${index + 1}`}
                value={announcement.text}
                maxLength={120}
                error={errors[`announcements.${index}.text`]}
                onChange={(event) => setAnnouncement(index, { text: event.target.value })}
              />
              <FormField
                label="Ends (Sri Lanka time)"
                type="datetime-local"
                optional
                value={announcement.until}
                error={errors[`announcements.${index}.until`]}
                onChange={(event) => setAnnouncement(index, { until: event.target.value })}
              />
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  set({ announcements: draft.announcements.filter((_, i) => i !== index) })
                }
              >
                Remove announcement {index + 1}
              </button>
            </li>
          ))}
        </ol>
        {errors.announcements && <p className="field__error">{errors.announcements}</p>}
        {draft.announcements.length < MAX_ANNOUNCEMENTS && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              set({ announcements: [...draft.announcements, { text: "", until: "" }] })
            }
          >
            Add an announcement
          </button>
        )}
      </fieldset>
      <fieldset className="admin-panel">
        <legend>Promotions</legend>
        {text("freeShippingUntil", "Free shipping until (Sri Lanka time)", {
          type: "datetime-local",
          optional: true,
        })}
        <CheckboxField
          name="isFlashSectionVisible"
          label="Show the flash sale on the home page"
          checked={draft.isFlashSectionVisible}
          onChange={(checked) => set({ isFlashSectionVisible: checked })}
        />
        {text("countDownEndTime", "Flash sale ends (Sri Lanka time)", {
          type: "datetime-local",
          optional: true,
        })}
      </fieldset>
      <fieldset className="admin-panel">
        <legend>Bank details for the advance</legend>
        {text("bankName", "Bank")}
        {text("bankBranch", "Branch")}
        {text("bankAccountName", "Account name")}
        {text("bankAccountNumber", "Account number", { inputMode: "numeric" })}
      </fieldset>
      <fieldset className="admin-panel">
        <legend>Support contacts</legend>
        {text("supportPhone", "Support phone (also WhatsApp)", {
          type: "tel",
          autoComplete: "off",
        })}
        {text("supportEmail", "Support email", { type: "email", autoComplete: "off" })}
      </fieldset>
      <SearchSynonymsField
        value={draft.searchSynonyms}
        error={errors.searchSynonyms}
        onChange={(searchSynonyms) => set({ searchSynonyms })}
      />
      <div aria-live="polite" className="form__messages">
        {message && <p className="form__error">{message}</p>}
      </div>
      <button type="submit" className="button settings__save" disabled={busy}>
        {busy ? "Saving…" : "Save settings"}
      </button>
    </form>
  );
}
