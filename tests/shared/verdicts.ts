/** A form's verdict on a submission case: each field's first message, and the checked values. */

import { type RegisterInput, validateRegister } from "../../src/shared/validation/account";
import { type CheckoutInput, validateCheckout } from "../../src/shared/validation/checkout";
import { contactSchema, customOrderSchema } from "../../src/shared/validation/forms";
import { type FormResult, validateForm } from "../../src/shared/validation/result";
import type { SubmissionCase } from "./submission-cases";

export interface Verdict {
  errors: Record<string, string>;
  values?: Record<string, unknown>;
}

function toVerdict(result: FormResult<object, object>): Verdict {
  if (result.ok) return { errors: {}, values: result.values as Record<string, unknown> };
  return { errors: result.fieldErrors as Record<string, string> };
}

/** The verdict without the form-only fields (the terms and marketing boxes, how to pay). */
function withoutBoxes(result: Verdict): Verdict {
  if (!result.values) return result;
  const { terms: _terms, marketing: _marketing, paymentMethod: _method, ...values } = result.values;
  return { errors: {}, values };
}

/** What the app's form says of `c`'s fields (terms ticked where the form has the box). */
export function clientVerdict(c: SubmissionCase): Verdict {
  const fields = c.fields as never;
  switch (c.kind) {
    case "orders":
      return withoutBoxes(
        toVerdict(
          validateCheckout({ ...(fields as CheckoutInput), paymentMethod: "bank", terms: true }),
        ),
      );
    case "inquiries":
      return toVerdict(validateForm(contactSchema, fields));
    case "customorders":
      return toVerdict(validateForm(customOrderSchema, fields));
    case "users":
      return withoutBoxes(
        toVerdict(
          validateRegister({ ...(c.fields as RegisterInput), terms: true, marketing: false }),
        ),
      );
  }
}
