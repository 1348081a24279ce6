/**
 * Behind a reverse proxy (README: Deploy), the rate limits must see each customer's own IP,
 * and a client must not be able to pick an IP by writing the header itself.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../setup/pocketbase-server";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

/** Password-reset requests: 5 an hour per IP (pb_hooks/lib/rate-limits.js). */
async function resetRequest(forwardedFor?: string) {
  const res = await fetch(`${server?.url}/api/collections/users/request-password-reset`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: JSON.stringify({ email: "someone@example.com" }),
  });
  return res.status;
}

async function statuses(count: number, forwardedFor: (i: number) => string | undefined) {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(await resetRequest(forwardedFor(i)));
  return out;
}

describe("the client IP behind a proxy", () => {
  it("with TRUSTED_PROXY_HEADERS, two forwarded IPs get limits of their own", async () => {
    server = await startTestServer({
      realLimits: true,
      env: { TRUSTED_PROXY_HEADERS: "X-Forwarded-For" },
    });
    expect(await statuses(6, () => "203.0.113.1")).toEqual([204, 204, 204, 204, 204, 429]);
    expect(await statuses(5, () => "203.0.113.2")).toEqual([204, 204, 204, 204, 204]);
  });

  it("with TRUSTED_PROXY_HEADERS, a value the client wrote before the proxy's is ignored", async () => {
    server = await startTestServer({
      realLimits: true,
      env: { TRUSTED_PROXY_HEADERS: "X-Forwarded-For" },
    });
    // the proxy appends the peer it saw; whatever the client put first changes nothing
    const forged = (i: number) => `198.51.100.${i}, 203.0.113.9`;
    expect(await statuses(6, forged)).toEqual([204, 204, 204, 204, 204, 429]);
  });

  it("without it, the direct peer is the client and forged headers are ignored", async () => {
    server = await startTestServer({ realLimits: true });
    const forged = (i: number) => `198.51.100.${i}`;
    expect(await statuses(6, forged)).toEqual([204, 204, 204, 204, 204, 429]);
  });
});
