/**
 * A category's or subcategory's names as the owner writes them: the English name, and optional
 * Sinhala and Tamil ones shown to shoppers reading those languages. Checked with the server's
 * rules before saving (src/shared/category-order.ts); a refusal shows beside its field and keeps
 * what was typed.
 */
import { type FormEvent, type ReactNode, useState } from "react";
import * as v from "valibot";
import type { Names } from "../../backend/admin-categories";
import { FormField } from "../../components/form-field";
import { categoryNamesSchema } from "../../shared/category-order";
import { fieldErrors, refusalText } from "./admin-saving";

export function NamesForm({
  start,
  submit,
  onSave,
  onCancel,
  children,
}: {
  start: Names;
  /** the button's words, e.g. "Add category" */
  submit: string;
  /** saves; a thrown refusal is shown in the form */
  onSave: (names: Names) => Promise<void>;
  onCancel: () => void;
  /** more fields, e.g. the subcategory's category */
  children?: ReactNode;
}) {
  const [names, setNames] = useState(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  async function save(event: FormEvent) {
    event.preventDefault();
    const check = v.safeParse(categoryNamesSchema, names);
    if (!check.success) {
      setErrors(Object.fromEntries(check.issues.map((i) => [v.getDotPath(i), i.message])));
      return;
    }
    setBusy(true);
    try {
      await onSave(check.output);
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  }
  const field = (key: keyof Names, label: string, lang?: string) => (
    <FormField
      label={label}
      lang={lang}
      optional={key !== "name"}
      maxLength={100}
      value={names[key]}
      error={errors[key]}
      onChange={(event) => setNames({ ...names, [key]: event.target.value })}
    />
  );
  return (
    <form className="names-form" onSubmit={save} noValidate>
      {field("name", "Name")}
      {field("nameSi", "Sinhala name", "si")}
      {field("nameTa", "Tamil name", "ta")}
      {children}
      <div aria-live="polite">{message && <p className="form__error">{message}</p>}</div>
      <div className="names-form__buttons">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving…" : submit}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
