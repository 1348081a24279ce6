/**
 * The order number (src/shared/ids.ts): the device proposes one, the server keeps it when well
 * formed and draws its own from the same alphabet otherwise (pb_hooks/lib/orders.js).
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { newOrderNumber, ORDER_NUMBER_ALPHABET, ORDER_NUMBER_PATTERN } from "../../src/shared/ids";

const hooks = createRequire(import.meta.url)("../../pb_hooks/lib/shared.js");

describe("an order number", () => {
  it("is ORDER- and six characters of the alphabet, each reachable", () => {
    const seen = new Set<string>();
    for (let byte = 0; byte < 256; byte += 6) {
      const number = newOrderNumber((n) => Uint8Array.from({ length: n }, (_, i) => byte + i));
      expect(number).toMatch(ORDER_NUMBER_PATTERN);
      for (const char of number.slice(6)) seen.add(char);
    }
    expect([...seen].sort().join("")).toBe([...ORDER_NUMBER_ALPHABET].sort().join(""));
  });

  it("is drawn by the server's hooks from the very same alphabet", () => {
    expect(hooks.ORDER_NUMBER_ALPHABET).toBe(ORDER_NUMBER_ALPHABET);
    expect(hooks.newOrderNumber()).toMatch(ORDER_NUMBER_PATTERN);
  });
});
