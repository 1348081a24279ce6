import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addedMessage, maxWarning, restoreLines } from "../../src/features/cart/cart-logic";
import { showToast, toastsAtom } from "../../src/features/toast/toast-atoms";
import { store } from "../../src/state/store";

const line = (key: string, quantity = 1) => ({ key, quantity }) as never;

describe("the add toast", () => {
  it("says how many are in the cart, how many a partial add took and why, or the limit", () => {
    expect(addedMessage("Tote", 1, 1, 3)).toBe("Tote added to cart (3 in cart)");
    expect(addedMessage("Tote", 4, 2, 5)).toBe("Added 2: maximum 5 of this item");
    expect(addedMessage("Tote", 1, 0, 5)).toBe(maxWarning());
  });
});

describe("keyed toasts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    store.set(toastsAtom, []);
  });
  afterEach(() => vi.useRealTimers());

  it("replace the one showing instead of piling up, and restart its time", async () => {
    void showToast("Tote added to cart (1 in cart)", "success", 4000, { key: "cart-add" });
    void showToast("Saved", "info");
    vi.advanceTimersByTime(3000);
    void showToast("Tote added to cart (2 in cart)", "success", 4000, { key: "cart-add" });
    void showToast("Tote added to cart (3 in cart)", "success", 4000, { key: "cart-add" });
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual([
      "Tote added to cart (3 in cart)",
      "Saved",
    ]);
    vi.advanceTimersByTime(3000);
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(["Tote added to cart (3 in cart)"]);
    vi.advanceTimersByTime(1000);
    expect(store.get(toastsAtom)).toEqual([]);
  });
});

describe("undoing a removal", () => {
  it("puts the removed lines back in place and keeps later changes", () => {
    const before = [line("a"), line("b", 2), line("c")];
    const after = [line("a", 4), line("c"), line("d")];
    expect(restoreLines(after, before, ["b"])).toEqual([
      line("a", 4),
      line("b", 2),
      line("c"),
      line("d"),
    ]);
    expect(restoreLines([], before, ["a", "b", "c"])).toEqual(before);
  });
});
