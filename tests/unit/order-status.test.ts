/** How an order reads on the card: the shown status and the advance. */
import { describe, expect, it } from "vitest";
import { toOrder } from "../../src/lib/types";
import { adminStatusLabel, type OrderListQuery, orderMatches } from "../../src/shared/admin-orders";
import { stepsFrom } from "../../src/shared/order-actions";
import { transitionProblem } from "../../src/shared/order-steps";
import { advanceDue, awaitsPayment, shownStatus } from "../../src/shared/orders";

const order = (fields: Record<string, unknown>) =>
  toOrder({ id: "o1", orderNumber: "ORDER-ABC123", total: 4501, ...fields });

describe("order status on screen", () => {
  it("reads Slip received only while Confirmed with a slip", () => {
    expect(shownStatus(order({ status: "Confirmed" }))).toBe("Confirmed");
    expect(
      shownStatus(order({ status: "Confirmed", slipReceivedAt: "2026-11-23 09:00:00Z" })),
    ).toBe("Slip received");
    expect(
      shownStatus(order({ status: "Payment received", slipReceivedAt: "2026-11-23 09:00:00Z" })),
    ).toBe("Payment received");
  });

  it("asks for payment only while Confirmed", () => {
    expect(awaitsPayment(order({ status: "Confirmed" }))).toBe(true);
    for (const status of ["Payment received", "Shipped", "Delivered", "Cancelled"]) {
      expect(awaitsPayment(order({ status }))).toBe(false);
    }
  });

  it("reads an unknown status from a bad record as Confirmed, and an empty history as none", () => {
    const parsed = order({ status: "Lost", statusHistory: "nonsense" });
    expect(parsed.status).toBe("Confirmed");
    expect(parsed.statusHistory).toEqual([]);
  });

  it("asks for half the total, rounded up to a whole rupee", () => {
    expect(advanceDue(4500)).toBe(2250);
    expect(advanceDue(4501)).toBe(2251);
  });
});

describe("the shop's steps by payment method", () => {
  it("ships a cash on delivery order from Confirmed; a bank transfer waits for its advance", () => {
    expect(stepsFrom("Confirmed", "cod")).toEqual(["shipped", "cancelled"]);
    expect(stepsFrom("Confirmed", "bank")).toEqual(["paid", "cancelled"]);
    expect(stepsFrom("Payment received", "cod")).toEqual(stepsFrom("Payment received", "bank"));
    expect(transitionProblem("Confirmed", "Shipped", "cod")).toBe("");
    expect(transitionProblem("Confirmed", "Shipped")).toContain("Allowed: Payment received");
  });
});

describe("a confirmed order in /admin", () => {
  const listed = (paymentMethod: string, slipReceivedAt = "") => ({
    status: "Confirmed",
    paymentMethod,
    slipReceivedAt,
    created: "2026-11-23 09:00:00.000Z",
    orderNumber: "ORDER-ABC123",
    userName: "Nimal Perera",
    customerInfo: { firstName: "Nimal", lastName: "Perera", phone: "0771234567" },
  });
  const query = (view: OrderListQuery["view"]): OrderListQuery => ({
    view,
    search: "",
    from: "",
    to: "",
  });

  it("is named and listed by what it waits for", () => {
    expect(adminStatusLabel(listed("bank"))).toBe("Awaiting payment");
    expect(adminStatusLabel(listed("bank", "2026-11-23 10:00:00Z"))).toBe("Slip received");
    expect(adminStatusLabel(listed("cod"))).toBe("Cash on delivery");
    expect(orderMatches(listed("cod"), query("cod"))).toBe(true);
    expect(orderMatches(listed("cod"), query("awaiting"))).toBe(false);
    expect(orderMatches(listed("bank"), query("awaiting"))).toBe(true);
    expect(orderMatches(listed("bank"), query("cod"))).toBe(false);
  });

  it("is found by name, number or phone digits, read straight off the stored record", () => {
    // the device's cache matches the record it stored, unparsed (src/offline/admin-cache.ts)
    const stored: Record<string, unknown> = {
      ...listed("bank"),
      customerInfo: { phone: "077 123" },
    };
    const search = (text: string) => ({ ...query("all"), search: text });
    expect(orderMatches(stored, search("nimal"))).toBe(true);
    expect(orderMatches(stored, search("order-abc"))).toBe(true);
    expect(orderMatches(stored, search("(077) 123"))).toBe(false);
    expect(
      orderMatches({ ...stored, customerInfo: { phone: "0771234567" } }, search("077-123")),
    ).toBe(true);
    expect(orderMatches({ ...stored, orderNumber: 7 }, search("7"))).toBe(false);
  });
});
