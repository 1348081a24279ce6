/**
 * The shop's form fields: a label above, a 44 px control, then an optional hint and the error,
 * both tied to the control for screen readers. Styles: src/styles/components.css (`.field`).
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { useT } from "../hooks/use-t";

interface FieldFrame {
  label: string;
  error: string | undefined;
  optional?: boolean;
  hint?: string;
}

type ControlIds = { id: string; describedBy: string | undefined };

/** Label, control, hint and error; `control` receives the ids it must carry. */
function Frame({
  label,
  error,
  optional,
  hint,
  control,
}: FieldFrame & { control: (ids: ControlIds) => ReactNode }) {
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].join(" ").trim() || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {optional && <span className="field__optional"> {t("(optional)")}</span>}
      </label>
      {control({ id, describedBy })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** What every text control carries: its id, the shared class and its error and hint ties. */
function controlProps({ id, describedBy }: ControlIds, error: string | undefined) {
  return {
    id,
    className: "field__input",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
}

/** A labelled input with its hint and error message. */
export function FormField(props: InputHTMLAttributes<HTMLInputElement> & FieldFrame) {
  const { label, error, optional, hint, ...input } = props;
  return <Frame {...props} control={(ids) => <input {...controlProps(ids, error)} {...input} />} />;
}

/** A labelled multi-line text box with its hint and error message. */
export function TextAreaField(props: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldFrame) {
  const { label, error, optional, hint, ...textarea } = props;
  return (
    <Frame
      {...props}
      control={(ids) => <textarea rows={5} {...controlProps(ids, error)} {...textarea} />}
    />
  );
}

/** A checkbox with its label, and an error below it when one is given. */
export function CheckboxField({
  label,
  error,
  checked,
  onChange,
  name,
}: {
  label: ReactNode;
  error?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name: string;
}) {
  const id = useId();
  return (
    <div className="field field--check">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled select with its error message, for fixed lists (province, country). */
export function SelectField({
  label,
  error,
  options,
  placeholder,
  optionLabel = (option) => option,
  ...select
}: React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error: string | undefined;
  options: readonly string[];
  placeholder?: string;
  /** what each option says, when not its value (a province in the shopper's language) */
  optionLabel?: (option: string) => string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
