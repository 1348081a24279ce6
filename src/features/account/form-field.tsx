import { type InputHTMLAttributes, useId } from "react";

/** A labelled input with its error message tied to it for screen readers. */
export function FormField({
  label,
  error,
  optional,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error: string | undefined;
  optional?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
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
  label: React.ReactNode;
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
  ...select
}: React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error: string | undefined;
  options: readonly string[];
  placeholder?: string;
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
            {option}
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
