import { useState } from "react";
import type * as v from "valibot";
import { useT } from "../../hooks/use-t";
import { tServer } from "../../lib/i18n/server-messages";
import {
  type FieldErrors,
  type FormMessage,
  type FormResult,
  type FormSchema,
  validateForm,
} from "../../shared/validation/result";

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
type BooleanKeys<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

/**
 * One form's values, validated against a valibot schema on every render. Every form of the
 * shop (login, register, reset password, checkout, contact, custom request) uses it.
 *
 * - `errors` (each field's first message) and `message` (the line above the button) stay empty
 *   until the first `attempt()`, then follow the values live.
 * - `attempt()` marks the form as tried, drops a previous `fail()`, moves focus to the first
 *   invalid field (scrolled into view), and returns the
 *   validation result: `{ ok: true, values }` with the schema's output (trimmed etc.), or
 *   `{ ok: false, message, fieldErrors }`.
 * - `fail(message, detail?)` shows an answer from elsewhere (the server) in place of `message`
 *   until the next attempt; `fail("")` clears it.
 * - `field(name)` / `checkbox(name)` are the props of a FormField / CheckboxField.
 *
 * @param schema  the form's valibot schema (src/shared/validation/)
 * @param initial the starting values (also what `reset()` goes back to), or a function for them
 * @param invalid the form-level message when invalid, or a function of the field errors
 *
 * @example
 *   const form = useValidatedForm(loginSchema, EMPTY, LOGIN_INVALID);
 *   function submit(e: FormEvent) {
 *     e.preventDefault();
 *     const check = form.attempt();
 *     if (check.ok) signIn(check.values.email, ...).catch((error) => form.fail(messageOf(error)));
 *   }
 *   <FormField label="Email" {...form.field("email")} />
 *   {form.message && <p className="form__error">{form.message}</p>}
 */
/**
 * After a failed submit: focus the first field marked invalid (in page order) in the form
 * being submitted and scroll it into view, once the errors have rendered.
 */
function focusFirstInvalid() {
  if (typeof document === "undefined") return;
  const form = document.activeElement?.closest("form") ?? document;
  setTimeout(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: "center" });
  }, 0);
}

export function useValidatedForm<S extends FormSchema>(
  schema: S,
  initial: v.InferInput<S> | (() => v.InferInput<S>),
  invalid: FormMessage<Extract<keyof v.InferInput<S>, string>> = "",
) {
  type Input = v.InferInput<S>;
  type Key = Extract<keyof Input, string>;
  const [values, setValues] = useState<Input>(initial);
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<{ message: string; detail?: string | undefined }>();

  const result: FormResult<Input, v.InferOutput<S>> = validateForm(schema, values, invalid);
  // The rules (src/shared/validation) speak English, on the server too: the form shows each
  // message in the shopper's language, the English text being the catalogue's key.
  const t = useT();
  const errors: FieldErrors<Key> = {};
  if (attempted && !result.ok) {
    for (const [key, text] of Object.entries(result.fieldErrors)) {
      if (text) errors[key as Key] = t(text);
    }
  }
  // a failure may be the server's own sentence with a count or a name in it (the lockout)
  const message = tServer(failure?.message || (attempted && !result.ok ? result.message : ""));

  function set<K extends Key>(name: K, value: Input[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  return {
    values,
    set,
    /** the validation of the current values, whether or not it is shown yet */
    result,
    attempted,
    errors,
    message,
    /** the second line of a `fail()`, if any */
    detail: failure?.detail,
    attempt() {
      setAttempted(true);
      setFailure(undefined);
      if (!result.ok) focusFirstInvalid();
      return result;
    },
    fail(failMessage: string, detail?: string) {
      setFailure({ message: failMessage, detail });
    },
    /** Back to `next` (default: the initial values), not tried, no failure. */
    reset(next?: Input) {
      setValues(next ?? (typeof initial === "function" ? (initial as () => Input)() : initial));
      setAttempted(false);
      setFailure(undefined);
    },
    field<K extends StringKeys<Input> & Key>(name: K) {
      return {
        name,
        value: values[name] as string,
        error: errors[name],
        onChange: (event: { target: { value: string } }) =>
          set(name, event.target.value as Input[K]),
      };
    },
    checkbox<K extends BooleanKeys<Input> & Key>(name: K) {
      return {
        name,
        checked: values[name] as boolean,
        error: errors[name],
        onChange: (checked: boolean) => set(name, checked as Input[K]),
      };
    },
  };
}
