/**
 * The settings that customers pay by: bank transfer is offered on every order, so the bank,
 * account name and account number cannot be saved empty (the same rule refuses the server's
 * save: tests/integration/owner-rights.test.ts).
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { settingsFormSchema } from "../../src/shared/settings-form";

const saved = {
  announcements: [],
  freeShippingUntil: "",
  isFlashSectionVisible: false,
  countDownEndTime: "",
  supportPhone: "+94 77 123 4567",
  supportEmail: "hello@example.com",
  bankName: "Commercial Bank",
  bankBranch: "",
  bankAccountName: "Island Imports",
  bankAccountNumber: "1000 2345 6789",
  deliveryZones: [],
};

function messages(input: Record<string, unknown>): Record<string, string> {
  const result = v.safeParse(settingsFormSchema, input);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((i) => [v.getDotPath(i) ?? "", i.message]));
}

describe("settings that cannot break paying", () => {
  it("accepts complete bank details, and an empty branch", () => {
    expect(messages(saved)).toEqual({});
  });

  it.each([
    ["bankName", "Bank"],
    ["bankAccountName", "Account name"],
    ["bankAccountNumber", "Account number"],
  ])("refuses an empty %s, saying why", (field, label) => {
    expect(messages({ ...saved, [field]: "   " })).toEqual({
      [field]: `${label} is required: customers pay the advance by bank transfer to it.`,
    });
  });
});
