/**
 * A day that does not exist is refused in words (docs/operations.md, "Limits an attacker
 * meets"): orders.csv?from=2026-02-30 was read as 2 March.
 */
import { describe, expect, inject, it } from "vitest";
import { superuserClient } from "./helpers";

describe("orders.csv dates", () => {
  it("refuses a day that does not exist, naming it", async () => {
    const owner = await superuserClient();
    const get = (query: string) =>
      fetch(`${inject("pbUrl")}/api/shop/admin/orders.csv?${query}`, {
        headers: { Authorization: owner.authStore.token },
      });
    const bad = await get("from=2026-02-30&to=2026-03-31");
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(
      "There is no day 2026-02-30: choose a date that exists.",
    );
    expect((await get("from=2026-02-01&to=2026-04-31")).status).toBe(400);
    expect((await get("from=2026-02-01&to=2026-02-28")).status).toBe(200);
  });
});
