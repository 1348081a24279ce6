/**
 * Visible text means visible (docs/operations.md, "Limits an attacker meets"): a name, subject
 * or message made only of invisible or blank characters (U+200B, U+2060, U+00AD, U+3164,
 * U+2800, U+034F, U+200D) is refused by the server with the form's own messages, for every text
 * a customer or guest writes; required and minimum lengths count what can be seen.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { alice, catalogue, withAliceAndBob } from "./cast";
import { failure, guestClient, orderBody, PASSWORD, unique } from "./helpers";

withAliceAndBob("Alice Visible", "Bob Visible");

const BLANKS = ["\u200B", "\u2060", "\u00AD", "\u3164", "\u2800", "\u034F", "\u200D"];
const blank = (length: number) =>
  Array.from({ length }, (_, i) => BLANKS[i % BLANKS.length]).join("");

/** The field errors a create was refused with. */
async function refusedFields(call: Promise<unknown>): Promise<Record<string, { message: string }>> {
  const error = await failure(call);
  expect(error.status).toBe(400);
  return error.response.data as Record<string, { message: string }>;
}

describe("text with nothing to see", () => {
  it("is refused in a contact message: name, subject and message", async () => {
    const data = await refusedFields(
      guestClient()
        .collection("inquiries")
        .create({
          name: blank(7),
          email: "guest@example.com",
          subject: blank(7),
          message: `${blank(14)}ab${blank(14)}`,
          clientId: randomUUID(),
        }),
    );
    expect(data.name?.message).toBe("Name is required (min 2 chars).");
    expect(data.subject?.message).toBe("Subject is required (min 3 chars).");
    expect(data.message?.message).toBe("Message must be at least 10 characters long.");
  });

  it("is refused in a custom request", async () => {
    const data = await refusedFields(
      guestClient()
        .collection("customorders")
        .create({
          name: blank(4),
          whatsapp: "94771234567",
          referenceLinks: [],
          description: blank(40),
          clientId: randomUUID(),
        }),
    );
    expect(Object.keys(data)).toEqual(expect.arrayContaining(["name", "description"]));
  });

  it("is refused as an order's names and address", async () => {
    const sent = orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]);
    const body = {
      ...sent,
      customerInfo: { ...sent.customerInfo, firstName: "\u200B\u200B" },
      shippingAddress: { ...sent.shippingAddress, city: blank(5) },
    };
    const error = await failure(alice.pb.collection("orders").create(body));
    expect(error.status).toBe(400);
    expect(JSON.stringify(error.response.data)).toContain("First name is required.");
    expect(JSON.stringify(error.response.data)).toContain("City is required.");
  });

  it("is refused as a profile name and at registration", async () => {
    const profile = await refusedFields(
      alice.pb.collection("users").update(alice.id, { name: "\u2800\u2800\u2800" }),
    );
    expect(profile.name?.message).toBe("Full name is required.");
    const email = `${unique("blank")}@example.com`;
    const signUp = await refusedFields(
      guestClient()
        .collection("users")
        .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "\u3164\u3164" }),
    );
    expect(signUp.name?.message).toBe("Full name is required.");
  });

  it("still takes Sinhala and Tamil, whose spelling uses the joiners", async () => {
    const stored = await guestClient().collection("inquiries").create({
      name: "ශ්‍රී",
      email: "guest@example.com",
      subject: "கேள்வி",
      message: "ශ්‍රී ලංකාවට බෙදා හරිනවාද?",
      clientId: randomUUID(),
    });
    expect(stored.id).toBeTruthy();
  });
});
