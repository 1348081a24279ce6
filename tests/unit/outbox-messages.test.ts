import { ClientResponseError } from "pocketbase";
import { describe, expect, it } from "vitest";
import { BACKOFF_CAP_MS, backoffMs, classify, UNEXPLAINED_TRIES } from "../../src/offline/drainer";
import { serverMessage } from "../../src/offline/server-message";
import { fileRefusal, VIDEO_RULE } from "../../src/shared/attachments";

const refused = (data: Record<string, unknown>) =>
  new ClientResponseError({
    status: 400,
    data: { status: 400, message: "Failed to create record.", data },
  });

describe("server message of a refused submission", () => {
  it("shows what the shopper can act on instead of the general message", () => {
    const error = refused({ items: { code: "x", message: "Blue Tote is out of stock." } });
    expect(serverMessage(error)).toBe("Blue Tote is out of stock.");
  });

  it("names the field when PocketBase's message does not", () => {
    const error = refused({
      email: { code: "validation_is_email", message: "Must be a valid email address." },
    });
    expect(serverMessage(error)).toBe("email: Must be a valid email address.");
  });

  it("says what to do for PocketBase's own refusal of a file, never the stored file's name", () => {
    const error = refused({
      paymentSlip: {
        code: "validation_invalid_mime_type",
        message: '"fake_3jiar1ejtd.png" mime type must be one of: image/jpeg, image/png.',
      },
    });
    expect(serverMessage(error)).toBe("This file is not a photo. Choose a photo or a screenshot.");
  });

  it("falls back to the general message", () => {
    expect(serverMessage(refused({}))).toBe("Failed to create record.");
  });
});

describe("an order the server refused", () => {
  const order = (attempts: number) => ({ kind: "orders" as const, attempts });

  it("is tried again when the write failed without a reason, a few times, then shown", () => {
    // a busy database answers the general message with no field named
    for (let attempts = 1; attempts < UNEXPLAINED_TRIES; attempts++) {
      expect(classify(refused({}), order(attempts))).toEqual({ kind: "retry" });
    }
    expect(classify(refused({}), order(UNEXPLAINED_TRIES))).toEqual({
      kind: "failed",
      message: "Failed to create record.",
    });
  });

  it("is shown at once when the server gave its reason", () => {
    const error = refused({ items: { code: "x", message: "Blue Tote is out of stock." } });
    expect(classify(error, order(1))).toEqual({
      kind: "failed",
      message: "Blue Tote is out of stock.",
    });
  });
});

describe("backoff", () => {
  it("doubles from 2 s and stops at about a minute", () => {
    expect([1, 2, 3, 4, 5, 6].map(backoffMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000,
    ]);
    expect(backoffMs(50)).toBe(BACKOFF_CAP_MS);
  });
});

describe("PocketBase's file codes", () => {
  it("read in the words of the rule the file was sent under", () => {
    expect(fileRefusal("validation_invalid_mime_type", VIDEO_RULE)).toBe(VIDEO_RULE.wrongType);
    expect(fileRefusal("validation_file_size_limit", VIDEO_RULE)).toBe(VIDEO_RULE.tooBig);
    expect(fileRefusal("validation_too_many_values", VIDEO_RULE)).toBe(VIDEO_RULE.tooMany);
    expect(fileRefusal("validation_required", VIDEO_RULE)).toBeUndefined();
  });
});
