/**
 * Behind a reverse proxy (docs/operations.md), the rate limits must see each customer's own IP,
 * and a client must not be able to pick an IP by writing the header itself.
 */
import http from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";

let server: TestServer | undefined;
let proxy: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  proxy = undefined;
  await server?.dispose();
  server = undefined;
});

/**
 * A stand-in for Caddy on loopback: forwards to the shop and appends the peer it saw to
 * X-Forwarded-For, keeping whatever the client sent before it.
 */
async function startProxy(target: string): Promise<number> {
  proxy = http.createServer((req, res) => {
    const seen = req.headers["x-forwarded-for"];
    const forwarded = [seen, req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      `${target}${req.url}`,
      { method: req.method, headers: { ...req.headers, "x-forwarded-for": forwarded } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy?.listen(0, "127.0.0.1", resolve));
  return (proxy.address() as AddressInfo).port;
}

/** A password-reset request through the proxy from a client at `from` (a loopback address). */
function viaProxy(port: number, from: string, forwardedFor?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress: from,
        method: "POST",
        path: "/api/collections/users/request-password-reset",
        headers: {
          "content-type": "application/json",
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify({ email: "someone@example.com" }));
  });
}

/** Whether anything answers a TCP connection at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

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

  it("through a proxy, two clients get limits of their own and a client's forged header changes nothing", async () => {
    server = await startTestServer({
      realLimits: true,
      env: { TRUSTED_PROXY_HEADERS: "X-Forwarded-For" },
    });
    const port = await startProxy(server.url);
    const first: number[] = [];
    for (let i = 0; i < 6; i++) first.push(await viaProxy(port, "127.0.0.2", `198.51.100.${i}`));
    expect(first).toEqual([204, 204, 204, 204, 204, 429]);
    const second: number[] = [];
    for (let i = 0; i < 5; i++) second.push(await viaProxy(port, "127.0.0.3"));
    expect(second).toEqual([204, 204, 204, 204, 204]);
  });

  it("the shop listens on 127.0.0.1 only, so the proxy on the same machine is its only peer", async () => {
    server = await startTestServer({ env: { TRUSTED_PROXY_HEADERS: "X-Forwarded-For" } });
    expect(await accepts("127.0.0.1", server.port)).toBe(true);
    // another address of this machine: refused, so no outside peer can send the header
    expect(await accepts("127.0.0.2", server.port)).toBe(false);
  });

  it("with SUPERUSER_IPS, superusers sign in only from those addresses and this machine", async () => {
    server = await startTestServer({
      env: { TRUSTED_PROXY_HEADERS: "X-Forwarded-For", SUPERUSER_IPS: "203.0.113.7" },
    });
    const signIn = async (forwardedFor?: string) => {
      const res = await fetch(`${server?.url}/api/collections/_superusers/auth-with-password`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
        },
        body: JSON.stringify({ identity: TEST_ADMIN.email, password: TEST_ADMIN.password }),
      });
      return res.status;
    };
    expect(await signIn("198.51.100.1")).toBe(403);
    expect(await signIn("203.0.113.7")).toBe(200);
    // the backup timer and the owner's commands connect directly, from loopback
    expect(await signIn()).toBe(200);
  });
});
