/**
 * The one retry rule of the mail and push queues (pb_hooks/lib/job-queue.js,
 * docs/decisions/0150-one-job-queue.md): a failed try waits 1, 2, 4, 8, 16 minutes (or the
 * sender's Retry-After, at most an hour), and the sixth failed try gives up.
 */
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// the hooks find their siblings through PocketBase's __hooks global
Object.assign(globalThis, { __hooks: fileURLToPath(new URL("../../pb_hooks", import.meta.url)) });

type Row = { getInt(field: string): number; set(field: string, value: unknown): void };
const jobs = createRequire(import.meta.url)("../../pb_hooks/lib/job-queue.js") as {
  MAX_ATTEMPTS: number;
  backoffMs(attempts: number, retryAfterS?: unknown): number;
  failedTry(row: Row, error: string, retryAfterS?: unknown): number;
};

const MINUTE = 60 * 1000;

/** A stored job after `attempts` tries, as far as the rule reads and writes it. */
function row(attempts: number) {
  const fields: Record<string, unknown> = { attempts, status: "pending" };
  return {
    fields,
    getInt: (field: string) => Number(fields[field]) || 0,
    set: (field: string, value: unknown) => {
      fields[field] = value;
    },
  };
}

describe("the job queues' retry rule", () => {
  it("doubles the wait after each failed try, starting at a minute", () => {
    expect([1, 2, 3, 4, 5].map((n) => jobs.backoffMs(n) / MINUTE)).toEqual([1, 2, 4, 8, 16]);
  });

  it("waits as long as the sender asks, but never more than an hour", () => {
    expect(jobs.backoffMs(1, 5)).toBe(5000);
    expect(jobs.backoffMs(3, "120")).toBe(2 * MINUTE);
    expect(jobs.backoffMs(1, 24 * 3600)).toBe(60 * MINUTE);
    expect(jobs.backoffMs(2, "soon")).toBe(2 * MINUTE);
  });

  it("keeps a job pending until its sixth failed try, then gives up with the error", () => {
    expect(jobs.MAX_ATTEMPTS).toBe(6);
    const fifth = row(5);
    const before = Date.now();
    const dueMs = jobs.failedTry(fifth, "HTTP 503");
    expect(dueMs).toBeGreaterThanOrEqual(before + 16 * MINUTE);
    expect(fifth.fields).toMatchObject({ status: "pending", lastError: "HTTP 503" });
    // due again then, in the form PocketBase stores dates
    expect(Date.parse(String(fifth.fields.dueAt).replace(" ", "T"))).toBe(dueMs);
    const sixth = row(6);
    expect(jobs.failedTry(sixth, "connection refused".repeat(200))).toBe(0);
    expect(sixth.fields.status).toBe("failed");
    expect(String(sixth.fields.lastError)).toHaveLength(2000);
  });
});
