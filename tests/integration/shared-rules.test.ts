/**
 * The server checks every submission with the forms' own rules: each body of
 * tests/shared/submission-cases.ts, sent to the real server, gets the verdict the app's form
 * gives it, field by field and word for word; what the form would send is stored exactly as
 * the form cleaned it (control characters out, texts trimmed, WhatsApp as digits).
 */
import { randomUUID } from "node:crypto";
import type PocketBase from "pocketbase";
import { ClientResponseError } from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CHECKOUT } from "../../scripts/lib/sample-checkout.mjs";
import { SUBMISSION_CASES, type SubmissionCase } from "../shared/submission-cases";
import { clientVerdict, type Verdict } from "../shared/verdicts";
import {
  createCatalogue,
  createUser,
  guestClient,
  superuserClient,
  type TestUser,
} from "./helpers";

let admin: PocketBase;
let customer: TestUser;
let productId: string;

beforeAll(async () => {
  admin = await superuserClient();
  customer = await createUser(admin);
  productId = (await createCatalogue(admin)).plainId;
});

const pick = (fields: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, fields[key]]));
const CUSTOMER_KEYS = Object.keys(SAMPLE_CHECKOUT.customerInfo);
const ADDRESS_KEYS = Object.keys(SAMPLE_CHECKOUT.shippingAddress);

/** Each field's message from PocketBase's 400, the order's two JSON parts flattened. */
function fieldMessages(data: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(data)) {
    const error = value as { message?: unknown };
    if (typeof error.message === "string") out[field] = error.message;
    else Object.assign(out, fieldMessages(value as Record<string, unknown>));
  }
  return out;
}

/** Sends the case as the app would, then reads back what was stored. */
async function serverVerdict(c: SubmissionCase): Promise<Verdict> {
  const clientId = randomUUID();
  const email = `${randomUUID().slice(0, 8)}-${String(c.fields.email ?? "")}`;
  try {
    if (c.kind === "orders") {
      const stored = await customer.pb.collection("orders").create({
        clientId,
        items: [{ product: productId, option: null, quantity: 1 }],
        customerInfo: pick(c.fields, CUSTOMER_KEYS),
        shippingAddress: pick(c.fields, ADDRESS_KEYS),
      });
      return { errors: {}, values: { ...stored.customerInfo, ...stored.shippingAddress } };
    }
    if (c.kind === "users") {
      // a unique address for each case; a bad one stays bad with a prefix
      const created = await guestClient()
        .collection("users")
        .create({ ...c.fields, email });
      const stored = await admin.collection("users").getOne(created.id);
      return { errors: {}, values: { name: stored.name, email: stored.email } };
    }
    await guestClient()
      .collection(c.kind)
      .create({ ...c.fields, clientId });
    const stored = await admin
      .collection(c.kind)
      .getFirstListItem(admin.filter("clientId = {:clientId}", { clientId }));
    return { errors: {}, values: pick(stored, Object.keys(c.fields)) };
  } catch (error) {
    if (!(error instanceof ClientResponseError) || error.status !== 400) throw error;
    return { errors: fieldMessages(error.response.data) };
  }
}

describe("the server's verdict on each submission", () => {
  for (const c of SUBMISSION_CASES) {
    it(`${c.kind}: ${c.name}`, async () => {
      const client = clientVerdict(c);
      const server = await serverVerdict(c);
      expect(server.errors).toEqual(client.errors);
      if (c.kind === "users" && client.values) {
        expect(server.values).toEqual({ name: client.values.name, email: expect.any(String) });
      } else {
        expect(server.values).toEqual(client.values);
      }
    });
  }
});
