/** Server-side validation mirrors the form rules in src/shared/validation/: bad input answers 400 with field errors and stores nothing. */
import { randomUUID } from "node:crypto";
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import {
  countAs,
  createCatalogue,
  createUser,
  failure,
  guestClient,
  orderBody,
  superuserClient,
  unique,
} from "./helpers";

let admin: PocketBase;
const guest = guestClient();

beforeAll(async () => {
  admin = await superuserClient();
});

const inquiry = () => ({
  name: "Kamal",
  email: "kamal@example.com",
  subject: "Sizes",
  message: "Do you have size 42 in stock?",
  clientId: randomUUID(),
});

const customOrder = () => ({
  name: "Kamal",
  whatsapp: "94771234567",
  referenceLinks: ["https://example.com/item"],
  description: "A limited edition action figure, boxed.",
  clientId: randomUUID(),
});

async function expectRejected(collection: string, body: Record<string, unknown>, fields: string[]) {
  const error = await failure(guest.collection(collection).create(body));
  expect(error.status).toBe(400);
  expect(Object.keys(error.response.data).sort()).toEqual([...fields].sort());
  for (const field of fields) expect(error.response.data[field].code).toEqual(expect.any(String));
  expect(await countAs(admin, collection, "clientId = {:value}", { value: body.clientId })).toBe(0);
}

describe("inquiries", () => {
  it("stores a valid message", async () => {
    const body = inquiry();
    await guest.collection("inquiries").create(body);
    expect(await countAs(admin, "inquiries", "clientId = {:value}", { value: body.clientId })).toBe(
      1,
    );
  });

  it("rejects short name, bad email, short subject and short message", async () => {
    const body = {
      ...inquiry(),
      name: "K",
      email: "not-an-email",
      subject: "Hi",
      message: "Too short",
    };
    await expectRejected("inquiries", body, ["name", "email", "subject", "message"]);
  });

  it("rejects a megabyte message", async () => {
    await expectRejected("inquiries", { ...inquiry(), message: "x".repeat(1_000_000) }, [
      "message",
    ]);
  });

  it("answers a replayed clientId with the first record and stores it once", async () => {
    const body = inquiry();
    const first = await guest.collection("inquiries").create(body);
    const again = await guest
      .collection("inquiries")
      .create({ ...body, subject: "Changed subject" });
    expect(again.id).toBe(first.id);
    expect(await countAs(admin, "inquiries", "clientId = {:value}", { value: body.clientId })).toBe(
      1,
    );
  });
});

describe("customorders", () => {
  it("stores a valid request with and without links", async () => {
    const withLinks = customOrder();
    const without = { ...customOrder(), referenceLinks: undefined };
    await guest.collection("customorders").create(withLinks);
    await guest.collection("customorders").create(without);
    const stored = await admin
      .collection("customorders")
      .getFirstListItem(admin.filter("clientId = {:id}", { id: withLinks.clientId }));
    expect(stored.referenceLinks).toEqual(["https://example.com/item"]);
    expect(
      await countAs(admin, "customorders", "clientId = {:value}", { value: without.clientId }),
    ).toBe(1);
  });

  it("stores a WhatsApp number typed with +, spaces and dashes as digits", async () => {
    const body = { ...customOrder(), whatsapp: "+94 77 555-1234" };
    await guest.collection("customorders").create(body);
    const stored = await admin
      .collection("customorders")
      .getFirstListItem(admin.filter("clientId = {:id}", { id: body.clientId }));
    expect(stored.whatsapp).toBe("94775551234");
  });

  it("rejects short name, non-digit or short whatsapp and short description", async () => {
    for (const whatsapp of ["+94 77 12", "123456", "1234567890123456", "77-123-45x7"]) {
      const body = { ...customOrder(), name: "K", whatsapp, description: "short" };
      await expectRejected("customorders", body, ["name", "whatsapp", "description"]);
    }
  });

  it("rejects reference links that are not a list of text", async () => {
    await expectRejected("customorders", { ...customOrder(), referenceLinks: [1, 2] }, [
      "referenceLinks",
    ]);
    await expectRejected("customorders", { ...customOrder(), referenceLinks: { a: 1 } }, [
      "referenceLinks",
    ]);
  });

  it("answers a replayed clientId without storing a second request", async () => {
    const body = customOrder();
    const first = await guest.collection("customorders").create(body);
    const again = await guest.collection("customorders").create(body);
    expect(again.id).toBe(first.id);
    expect(
      await countAs(admin, "customorders", "clientId = {:value}", { value: body.clientId }),
    ).toBe(1);
  });
});

describe("users (register)", () => {
  const register = (fields: Record<string, unknown>) =>
    guest.collection("users").create({
      email: `${unique("new")}@example.com`,
      password: "long-enough-1",
      passwordConfirm: "long-enough-1",
      name: "Sunil Jayasuriya",
      ...fields,
    });

  it("registers with name and marketing choice", async () => {
    const user = await register({ marketing: true });
    expect([user.name, user.marketing]).toEqual(["Sunil Jayasuriya", true]);
  });

  it.each<[string, Record<string, string>, string]>([
    ["a missing name", { name: "" }, "name"],
    ["an invalid email", { email: "sunil@" }, "email"],
    ["a 7-character password", { password: "short12", passwordConfirm: "short12" }, "password"],
  ])("rejects %s", async (_label, fields, field) => {
    const email = fields.email ?? `${unique("bad")}@example.com`;
    const error = await failure(register({ ...fields, email }));
    expect(error.status).toBe(400);
    expect(error.response.data[field]).toBeDefined();
    expect(await countAs(admin, "users", "email = {:value}", { value: email })).toBe(0);
  });

  it("rejects an email that is already registered", async () => {
    const email = `${unique("twice")}@example.com`;
    await register({ email });
    const error = await failure(register({ email }));
    expect(error.response.data.email.code).toBe("validation_not_unique");
  });
});

describe("orders", () => {
  it("rejects bad customer info and address with nested field errors", async () => {
    const catalogue = await createCatalogue(admin);
    const user = await createUser(admin);
    const body = {
      ...orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]),
      customerInfo: { firstName: "", lastName: "P", email: "nope", phone: "12345" },
      shippingAddress: { address: "1 Road", city: "", state: "W", zip: "1", country: "India" },
    };
    const error = await failure(user.pb.collection("orders").create(body));
    expect(error.status).toBe(400);
    expect(Object.keys(error.response.data.customerInfo).sort()).toEqual([
      "email",
      "firstName",
      "phone",
    ]);
    // "1" is not a postal code and no district was sent
    expect(Object.keys(error.response.data.shippingAddress).sort()).toEqual([
      "city",
      "country",
      "district",
      "state",
      "zip",
    ]);
    expect(await countAs(admin, "orders", "clientId = {:value}", { value: body.clientId })).toBe(0);
  });

  it("rejects an order without items or clientId", async () => {
    const user = await createUser(admin);
    const empty = await failure(user.pb.collection("orders").create(orderBody([])));
    expect(empty.response.data.items.code).toBe("validation_required");
    const catalogue = await createCatalogue(admin);
    const noId = orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]);
    const error = await failure(user.pb.collection("orders").create({ ...noId, clientId: "" }));
    expect(error.response.data.clientId).toBeDefined();
  });
});
