/**
 * What a fault history device does when the plan says so, each as the app does it: checkout is
 * `placeOrder`, the contact and custom-order forms validate and `submit` as `useOutboxForm`
 * does, a slip is submitted as the payment panel submits it (all through offline/submit.ts:
 * stored, drained, waited for, a refused copy discarded), and the service worker's Background
 * Sync drain runs beside the page.
 */
import * as v from "valibot";
import { createClient } from "../../../src/backend/create-client";
import { type CartItem, lineKey } from "../../../src/features/cart/cart-logic";
import { placeOrder } from "../../../src/features/checkout/place-order";
import type { Product } from "../../../src/lib/types";
import { db, type OutboxItem, ShopDb } from "../../../src/offline/db";
import { drainOutbox } from "../../../src/offline/drainer";
import { type SubmitResult, submit } from "../../../src/offline/submit";
import { attachmentProblem, SLIP_RULE } from "../../../src/shared/attachments";
import type { CheckoutValues } from "../../../src/shared/validation/checkout";
import { contactSchema, customOrderSchema } from "../../../src/shared/validation/forms";
import { SAMPLE_CHECKOUT } from "../../lib/sample-checkout.mjs";
import { note, pb, told } from "./device-watch";
import type { Op } from "./protocol";

const SLIP = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]); // "%PDF-1.4\n"
/** the checkout form as a shopper fills it (the benchmarks' sample buyer and address) */
const CHECKOUT: CheckoutValues = {
  ...SAMPLE_CHECKOUT.customerInfo,
  ...SAMPLE_CHECKOUT.shippingAddress,
  paymentMethod: "bank",
  terms: true,
};

export const account = { email: "", password: "", userId: "" };
/** the catalogue as the device synced it; index 0 is the product the shop keeps toggling */
export const products: Product[] = [];

/** Signs in as the app's sign-in form does, trying again while the server is unreachable. */
export async function signIn(): Promise<void> {
  for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
    try {
      const auth = await pb()
        .collection("users")
        .authWithPassword(account.email, account.password, { requestKey: null });
      account.userId = auth.record.id;
      return;
    } catch (error) {
      note(`sign-in failed: ${String(error)}`);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

function cartItem(line: { product: number; option: number; quantity: number }): CartItem {
  const product = products[line.product % products.length] as Product;
  const selectedOption = product.options.length
    ? (product.options[line.option % product.options.length] ?? null)
    : null;
  return {
    key: lineKey(product.id, selectedOption),
    product,
    selectedOption,
    quantity: line.quantity,
    price: selectedOption ? selectedOption.value : product.price,
  };
}

/** What the screen showed: "sent" is the server's answer; queued and refused come from the outbox. */
function shown(result: SubmitResult) {
  if (result.kind === "sent") told.set(result.id, "sent");
  else if (result.kind === "no-storage") note(`not stored on the device: ${result.message}`);
}

/** Checkout: the success page ("sent"), the queued notice, or the refusal (seen by the outbox). */
async function order(op: Extract<Op, { kind: "orders" }>) {
  // a cart holds one line per product and option
  const lines = [...new Map(op.lines.map(cartItem).map((item) => [item.key, item])).values()];
  const outcome = await placeOrder(account.userId, lines, CHECKOUT);
  if (outcome.kind === "sent") told.set(outcome.order.clientId, "sent");
  else if (outcome.kind === "no-storage") note(`not stored on the device: ${outcome.message}`);
}

/** The contact or custom-order form's submit (useOutboxForm), minus React. */
async function form(kind: "inquiries" | "customorders", n: number) {
  const input =
    kind === "inquiries"
      ? {
          name: "Nimali",
          email: "nimali@example.com",
          subject: `Stock question ${n}`,
          message: `Do you have item ${n} in the blue colour, 50 ml?`,
        }
      : {
          name: "Kamal",
          whatsapp: "+94 77 123 4567",
          referenceLinks: [`https://example.com/item/${n}`, ""],
          description: `A boxed limited edition figure, number ${n}.`,
        };
  const values = v.parse(kind === "inquiries" ? contactSchema : customOrderSchema, input);
  shown(await submit(kind, values as Record<string, unknown>));
}

/** The payment panel's attach: a slip for one of this device's delivered orders. */
async function slip(pick: number) {
  const orders = await db().outbox.where("kind").equals("orders").toArray();
  const delivered = orders.filter((row) => row.state === "sent" && row.result?.id);
  const target = delivered[pick % Math.max(1, delivered.length)]?.result;
  if (!target?.id) return form("inquiries", pick);
  const file = new File([SLIP], "slip.pdf", { type: "application/pdf" });
  if (attachmentProblem(SLIP, file.size, SLIP_RULE))
    throw new Error("the bench's slip is not one the app accepts");
  const copy = new Blob([await file.arrayBuffer()], { type: file.type });
  const body = {
    order: target.id,
    orderNumber: target.orderNumber,
    file: copy,
    fileName: file.name,
  };
  shown(await submit("paymentslips", body, { userId: account.userId }));
}

/** The same submission submitted again with its clientId (a double tap): the first one wins. */
async function again(pick: number) {
  const items = await db().outbox.toArray();
  const item = items[pick % Math.max(1, items.length)];
  if (!item) return;
  const body = item.body as OutboxItem["body"] & { clientId: string };
  shown(await submit(item.kind, body, item.userId ? { userId: item.userId } : {}));
}

/**
 * A Background Sync wake-up: the service worker drains guest submissions beside the page, with
 * a connection of its own, closed when it is done (as the worker stops after its sync event).
 * No Web Locks in Node: the drainer's claims alone keep the two from sending an item twice.
 */
async function serviceWorkerDrain() {
  const database = new ShopDb();
  try {
    await drainOutbox({
      db: database,
      client: createClient(location.origin),
      kinds: ["inquiries", "customorders"],
      force: true,
    });
  } finally {
    database.close();
  }
}

/** One step of the plan. Signed out, the shop offers no checkout or slip: a form instead. */
export function run(op: Op): Promise<unknown> {
  const signedIn = pb().authStore.isValid;
  switch (op.kind) {
    case "orders":
      return signedIn ? order(op) : form("inquiries", op.lines.length);
    case "inquiries":
    case "customorders":
      return form(op.kind, op.n);
    case "paymentslips":
      return signedIn ? slip(op.pick) : form("customorders", op.pick);
    case "again":
      return again(op.pick);
    case "sw-drain":
      return serviceWorkerDrain();
  }
}
