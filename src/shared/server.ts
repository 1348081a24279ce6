/**
 * What the server's hooks use of the shared rules: `npm run build:shared` bundles this file
 * into CommonJS at pb_hooks/lib/shared.js, which the hooks `require` inside their handlers
 * (docs/decisions/0003-rules-written-once.md). Never edit that file by hand.
 *
 * Checks answer with plain data, not PocketBase errors, so this code stays free of the hooks'
 * globals: `errors` maps each field (nested for the order's JSON parts) to its first
 * `{code, message}`, the same message the app's form shows; pb_hooks/lib/validate.js turns that
 * into PocketBase's 400 with field errors.
 */
import * as v from "valibot";
import { orderActionSchema } from "./order-actions";
import { settingsFormSchema } from "./settings-form";
import { nameSchema, signUpSchema } from "./validation/account";

export { signInLocked } from "./validation/account";

import { customerInfoSchema, shippingAddressSchema } from "./validation/checkout";
import { contactSchema, customOrderSchema } from "./validation/forms";

export { categoryLabel, enabledCategoriesByPriority } from "./catalogue";
export { addressAllowed, addressKey, isRemoteIpv6 } from "./client-address";
export { customerTexts } from "./customer-language";
export { MAIL, PUSH, STATUS_LINES } from "./customer-texts";
export { amountsDue, DEFAULT_ITEM_WEIGHT_KG, decideDelivery, freeShippingOn } from "./delivery";
export {
  cartDeliveryTexts,
  DELIVERY_FREE,
  DELIVERY_RULE,
  PAYMENT_METHOD_NAMES,
} from "./delivery-texts";
export { ORDER_NUMBER_PATTERN } from "./ids";
export { IMAGE_HEAD_BYTES, MAX_IMAGE_PIXELS, uploadProblem } from "./image-size";
export { PLACEHOLDER_IMAGE, toWebp } from "./images";
export { requestLanguage } from "./language";
export { lkrIn } from "./locale-formats";
export { escapeHtml } from "./markup";
export { formatLkr } from "./money";
export { ORDER_STEP_ACTIONS, staleActionMessage, stepsFrom } from "./order-actions";
export * as refusals from "./order-refusals";
export { ORDER_STEPS, transitionProblem } from "./order-steps";
export {
  advanceDue,
  awaitsPayment,
  MAX_ORDER_LINES,
  MAX_UNITS_PER_LINE,
  ORDER_STATUSES,
  SLIP_RECEIVED,
} from "./orders";
export {
  absoluteUrl,
  categoryHead,
  headMarkup,
  previewImageSrc,
  productHead,
  productPath,
} from "./page-head";
export { EAGER_CARDS, PRODUCT_COUNT, SHELL_CARDS, SHELL_IMAGE_WAIT_MS } from "./page-shell";
export {
  FULL_SIZE,
  isRecordId,
  isUpload,
  productImageSources,
  VARIANTS_FOLDER,
  VARIANTS_VERSION,
  variantDir,
  variantNames,
} from "./product-image";
export { cardPrice } from "./product-price";
export { guardFormula, unguardFormula } from "./spreadsheet-cells";
export {
  DAY_MS,
  dateProblem,
  SRI_LANKA_OFFSET_MS,
  sriLankaDate,
  sriLankaDateTime,
  sriLankaDayStart,
  storedDate,
} from "./sri-lanka-time";
export { cleanLine, cleanLines } from "./text";

export interface FieldError {
  code: string;
  message: string;
}
export type FieldErrors = { [field: string]: FieldError | FieldErrors };

export type Verdict =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; errors: FieldErrors };

type ObjectSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

/** The text fields of `raw` that `keys` names, as strings ("" for anything else). */
function texts(raw: unknown, keys: readonly string[]): Record<string, string> {
  const source = raw !== null && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(
    keys.map((key) => [key, typeof source[key] === "string" ? source[key] : ""]),
  );
}

/** Runs a schema; each top-level field keeps its first issue (as the forms show it). */
function check(schema: ObjectSchema, input: Record<string, unknown>): Verdict {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, values: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue)?.split(".")[0] ?? "";
    if (field && !errors[field]) {
      errors[field] = { code: `validation_${issue.type}`, message: issue.message };
    }
  }
  return { ok: false, errors };
}

/** The two parts of an order a customer writes: each checked with the checkout form's rules. */
export function checkOrderParts(customerInfo: unknown, shippingAddress: unknown): Verdict {
  const customer = check(
    customerInfoSchema,
    texts(customerInfo, ["firstName", "lastName", "email", "phone"]),
  );
  const address = check(
    shippingAddressSchema,
    texts(shippingAddress, ["address", "apartment", "city", "state", "district", "zip", "country"]),
  );
  if (customer.ok && address.ok) {
    return { ok: true, values: { customerInfo: customer.values, shippingAddress: address.values } };
  }
  const errors: FieldErrors = {};
  if (!customer.ok) errors.customerInfo = customer.errors;
  if (!address.ok) errors.shippingAddress = address.errors;
  return { ok: false, errors };
}

/** A contact message as the contact form checks it. */
export function checkInquiry(body: unknown): Verdict {
  return check(contactSchema, texts(body, ["name", "email", "subject", "message"]));
}

/** A custom-order request as its form checks it; `referenceLinks` is the parsed JSON list. */
export function checkCustomOrder(body: unknown, referenceLinks: unknown): Verdict {
  const links = referenceLinks === null || referenceLinks === undefined ? [] : referenceLinks;
  return check(customOrderSchema, {
    ...texts(body, ["name", "whatsapp", "description"]),
    referenceLinks: links,
  });
}

/** A new account as the register form checks it (name, email, both passwords). */
export function checkSignUp(body: unknown): Verdict {
  return check(signUpSchema, texts(body, ["name", "email", "password", "passwordConfirm"]));
}

/** A changed display name, as the register form checks it. */
export function checkName(name: unknown): Verdict {
  return check(v.object({ name: nameSchema }), texts({ name }, ["name"]));
}

/** An action on an order from /admin (src/shared/order-actions.ts). */
export function checkOrderAction(body: unknown): Verdict {
  return check(orderActionSchema, {
    ...texts(body, ["action", "fromStatus", "trackingNumber", "courier", "note", "staffNote"]),
  });
}

/** The settings record as the owner saves it (src/shared/settings-form.ts). */
export function checkSettings(fields: Record<string, unknown>): Verdict {
  return check(settingsFormSchema, fields);
}
