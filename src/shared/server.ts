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
import { bulkChangeSchema } from "./bulk-prices";
import { categoryNamesSchema, moveSchema } from "./category-order";
import { orderActionSchema } from "./order-actions";
import { productFormSchema } from "./product-form";
import { quoteFormSchema } from "./quotes";
import { refundSchema, replacementSchema } from "./refunds";
import { settingsFormSchema } from "./settings-form";
import { guestAlertSchema } from "./stock-alerts";
import { nameSchema, signUpSchema } from "./validation/account";

export {
  signInLocked,
  USER_NOT_FOUND,
  WRONG_PASSWORD,
} from "./validation/account";

import { CUSTOMER_INFO_FIELDS, SHIPPING_ADDRESS_FIELDS } from "./order-fields";
import { customerInfoSchema, shippingAddressSchema } from "./validation/checkout";
import { contactSchema, customOrderSchema } from "./validation/forms";

export { attachmentProblem, REQUEST_PHOTO_RULE, SLIP_RULE, VIDEO_RULE } from "./attachments";
export { previewChange, samePrices } from "./bulk-prices";
export { CATALOGUE_PAGE_SIZE, categoryLabel, enabledCategoriesByPriority } from "./catalogue";
export { byPriority, lastPriority, moveInOrder, prioritiesFor } from "./category-order";
export { addressAllowed, addressKey, isRemoteIpv6 } from "./client-address";
export { customerTexts } from "./customer-language";
export { BACK_IN_STOCK, MAIL, PUSH, QUOTE_TEXTS, STATUS_LINES } from "./customer-texts";
export {
  amountsDue,
  DEFAULT_ITEM_WEIGHT_KG,
  decideDelivery,
  freeShippingOn,
  unitWeightKg,
} from "./delivery";
export {
  cartDeliveryTexts,
  DELIVERY_FREE,
  DELIVERY_RULE,
  PAYMENT_METHOD_NAMES,
} from "./delivery-texts";
export { newOrderNumber, ORDER_NUMBER_ALPHABET, ORDER_NUMBER_PATTERN, RECORD_ID } from "./ids";
export { IMAGE_HEAD_BYTES, MAX_IMAGE_PIXELS, uploadProblem } from "./image-size";
export { PLACEHOLDER_IMAGE, toWebp } from "./images";
export { requestLanguage } from "./language";
export { lkrIn } from "./locale-formats";
export { escapeHtml } from "./markup";
export { formatLkr } from "./money";
export {
  ORDER_STEP_ACTIONS,
  PAYMENT_CONFIRM_REFUSED,
  staleActionMessage,
  stepsFrom,
} from "./order-actions";
export * as refusals from "./order-refusals";
export { ORDER_STEPS, transitionProblem } from "./order-steps";
export {
  AWAITS_PAYMENT_SQL,
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
export { optionsPrice, PRODUCT_FORM_FIELDS } from "./product-form";
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
export {
  QUOTE_DEFAULT_DAYS,
  QUOTE_NOT_FOUND,
  QUOTE_NOT_YOURS,
  QUOTE_SHOP_ACCOUNT,
  QUOTE_SIGN_IN,
  QUOTE_TAKEN,
  QUOTE_TOKEN_LENGTH,
  QUOTE_TOKEN_PATTERN,
  quoteRefusal,
  quoteValidUntil,
} from "./quotes";
export {
  CHOOSE_ITEMS,
  moneyReceived,
  ONLY_DELIVERED,
  ONLY_THE_OWNER,
  RECEIVED_SQL,
  refundCapProblem,
  VIDEO_REQUIRED,
} from "./refunds";
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
export { alertChannel, alertLanguage, alertWho } from "./stock-alerts";
export { cleanLine, cleanLines } from "./text";
export { lastRefundDay, refundWindowProblem } from "./working-days";

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
  const customer = check(customerInfoSchema, texts(customerInfo, CUSTOMER_INFO_FIELDS));
  const address = check(shippingAddressSchema, texts(shippingAddress, SHIPPING_ADDRESS_FIELDS));
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

/** A quote as /admin's Send a quote checks it (src/shared/quotes.ts). */
export function checkQuote(body: Record<string, unknown>): Verdict {
  return check(quoteFormSchema, body);
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

/** A refund as /admin sends it (src/shared/refunds.ts); the reason travels as `note`. */
export function checkRefund(body: unknown): Verdict {
  const raw = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const sent = texts(raw, ["note", "videoUrl"]);
  return check(refundSchema, { amount: raw.amount, reason: sent.note, videoUrl: sent.videoUrl });
}

/** A replacement as /admin sends it: the original's lines chosen, and a note. */
export function checkReplacement(body: unknown): Verdict {
  const raw = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  return check(replacementSchema, { lines: raw.lines, reason: texts(raw, ["note"]).note });
}

/** The settings record as the owner saves it (src/shared/settings-form.ts). */
export function checkSettings(fields: Record<string, unknown>): Verdict {
  return check(settingsFormSchema, fields);
}

/** A category's or subcategory's names as /admin saves them (src/shared/category-order.ts). */
export function checkCategoryNames(fields: Record<string, unknown>): Verdict {
  return check(categoryNamesSchema, texts(fields, ["name", "nameSi", "nameTa"]));
}

/** A move of a category up or down (src/shared/category-order.ts). */
export function checkMove(body: unknown): Verdict {
  return check(moveSchema, texts(body, ["direction"]));
}

/**
 * A bulk price change as /admin → Prices sends it (src/shared/bulk-prices.ts); a problem with
 * the change as a whole (no brand or category) is under `change`.
 */
export function checkBulkChange(body: unknown): Verdict {
  const raw = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const input = { ...texts(raw, ["brand", "category", "kind"]), amount: raw.amount };
  const result = v.safeParse(bulkChangeSchema, { ...input, rounding: raw.rounding });
  if (result.success) return { ok: true, values: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue)?.split(".")[0] || "change";
    errors[field] ??= { code: `validation_${issue.type}`, message: issue.message };
  }
  return { ok: false, errors };
}

/** A product as the owner saves it (src/shared/product-form.ts); `price` follows its options. */
export function checkProduct(fields: Record<string, unknown>): Verdict {
  return check(productFormSchema, fields);
}

/** A guest's "Tell me when it's back" (src/shared/stock-alerts.ts): the email to tell. */
export function checkGuestAlert(body: unknown): Verdict {
  return check(guestAlertSchema, texts(body, ["email"]));
}
