/**
 * The one result type of every form's validation, and the one way to get it from a valibot
 * schema: each field's first message, plus one form-level message above the submit button.
 */
import * as v from "valibot";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type FormResult<I, O> =
  | { ok: true; values: O }
  | { ok: false; message: string; fieldErrors: FieldErrors<Extract<keyof I, string>> };

/** A form's schema: an object of fields (a pipe around one may add cross-field checks). */
export type FormSchema = v.GenericSchema<Record<string, unknown>>;

/** The form-level message of an invalid form, from its field errors; "" = none. */
export type FormMessage<K extends string = string> = string | ((errors: FieldErrors<K>) => string);

/** Each field's first message, keyed by the top-level field (`referenceLinks.2` -> `referenceLinks`). */
export function toFieldErrors<K extends string>(
  issues: readonly v.BaseIssue<unknown>[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue)?.split(".")[0] as K | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export function validateForm<S extends FormSchema>(
  schema: S,
  input: v.InferInput<S>,
  message: FormMessage<Extract<keyof v.InferInput<S>, string>> = "",
): FormResult<v.InferInput<S>, v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, values: result.output };
  const fieldErrors = toFieldErrors<Extract<keyof v.InferInput<S>, string>>(result.issues);
  const text = typeof message === "string" ? message : message(fieldErrors);
  return { ok: false, message: text, fieldErrors };
}

/**
 * For forms with a terms box: its own message when the box is the only thing wrong, else the
 * form's general message (bad fields win over the box).
 */
export function termsOrInvalid(termsMessage: string, invalidMessage: string) {
  return (errors: FieldErrors<string>) => {
    const keys = Object.keys(errors);
    return keys.length === 1 && keys[0] === "terms" ? termsMessage : invalidMessage;
  };
}
