/**
 * `npm start` as a newcomer runs it: a fresh data folder, a free port, no password given. It must
 * serve the app and the API on one origin with the demo catalogue seeded, make the superuser
 * with a random password shown once (without a terminal: in a file only its user can read),
 * never undo a password the owner changed, lift the owner's sign-in locks when given
 * PB_ADMIN_PASSWORD, and stop cleanly on SIGTERM.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, ROOT } from "../../scripts/lib/pocketbase.mjs";

let child: ChildProcess | undefined;
let dataDir = "";

afterAll(async () => {
  // the whole process group: only a clean stop (SIGTERM) stops the server with the start, so
  // a start that failed half-way, or has exited, would otherwise leave its PocketBase running
  try {
    if (child?.pid) process.kill(-child.pid, "SIGKILL");
  } catch {
    // ESRCH: nothing of the group is left
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const seenOutput = new WeakMap<ChildProcess, string>();
/** Everything the process printed so far. */
const printed = (proc: ChildProcess) => seenOutput.get(proc) ?? "";

function waitForLine(proc: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(
      () => reject(new Error(`no line matching ${pattern} in:\n${seen}`)),
      timeoutMs,
    );
    proc.stdout?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    });
    // "close", not "exit": by then both streams have given all they had
    proc.once("close", (code) => {
      clearTimeout(timer);
      // what it said on stderr too: "[shop] could not start: …" is written there
      reject(new Error(`start exited with ${code}:\n${printed(proc)}`));
    });
  });
}

function start(port: number, env: Record<string, string> = {}) {
  child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), PB_DATA: dataDir, PB_ADMIN_EMAIL: OWNER, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group, with the PocketBase it starts (afterAll)
  });
  const proc = child;
  for (const stream of [proc.stdout, proc.stderr]) {
    stream?.on("data", (chunk: Buffer) => seenOutput.set(proc, printed(proc) + chunk.toString()));
  }
  return child;
}

async function stop(proc: ChildProcess) {
  const exited = new Promise<number | null>((resolve) => proc.once("exit", resolve));
  proc.kill("SIGTERM");
  return exited;
}

const OWNER = "owner@example.com";

async function superuserSignIn(base: string, password: string) {
  const res = await fetch(`${base}/api/collections/_superusers/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: OWNER, password }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { token?: string; record?: { id: string } },
  };
}

describe("npm start", () => {
  it("serves the seeded shop and the API on one origin, with a generated superuser password, then stops on SIGTERM", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shop-start-"));
    const port = await freePort();
    const first = start(port, { SMTP_HOST: "" });
    const mailLine = waitForLine(first, /mail: .*/, 240_000);
    // the image worker runs beside the server, on its data folder
    // (docs/decisions/0017-product-photos.md)
    const imagesLine = waitForLine(first, /\[images\] watching .*/, 240_000);
    // and the push worker, with the VAPID keys it makes on its first start
    // (docs/decisions/0016-pushes-from-a-node-worker.md)
    const pushLine = waitForLine(first, /\[push\] sending for .*/, 240_000);
    const line = (
      await waitForLine(first, /superuser created: owner@example\.com; .*\n/, 240_000)
    ).trim();
    // without SMTP settings the owner is told that no order emails go out
    expect(await mailLine).toBe(
      "mail:       SMTP_HOST not set, no order emails are sent (docs/operations.md)",
    );
    expect(await imagesLine).toBe(`[images] watching ${path.join(dataDir, "image-variants")}`);
    expect(await pushLine).toBe(`[push] sending for http://127.0.0.1:${port}`);
    // no terminal (a service's journal keeps what it prints): the password goes to a file only
    // the shop's user can read, in a data folder only that user can open, and never to the log
    const file = path.join(dataDir, "superuser-password.txt");
    expect(line).toBe(`superuser created: owner@example.com; its password is in ${file}`);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    const generated = (await readFile(file, "utf8")).split("\n")[1] ?? "";
    expect(generated.length).toBeGreaterThanOrEqual(20);
    expect(printed(first)).not.toContain(generated);
    const base = `http://127.0.0.1:${port}`;

    const page = await fetch(`${base}/products`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const key = await fetch(`${base}/api/shop/push/key`);
    const { publicKey } = (await key.json()) as { publicKey: string };
    // an uncompressed P-256 point: what browsers' pushManager.subscribe() takes
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);

    const products = await fetch(`${base}/api/collections/products/records?perPage=1`);
    expect((await products.json()).totalItems).toBeGreaterThanOrEqual(80);

    // the owner changes the password in the dashboard
    const login = await superuserSignIn(base, generated);
    expect(login.status).toBe(200);
    const changed = await fetch(
      `${base}/api/collections/_superusers/records/${login.body.record?.id}`,
      {
        method: "PATCH",
        headers: { "content-type": "application/json", authorization: login.body.token ?? "" },
        body: JSON.stringify({
          password: "owners-own-secret-1",
          passwordConfirm: "owners-own-secret-1",
        }),
      },
    );
    expect(changed.status).toBe(200);
    expect(await stop(first)).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();

    // a restart without PB_ADMIN_PASSWORD keeps the owner's password and prints none; a mail
    // server without MAIL_SENDER, the test-only PUSH_ENDPOINT_ALLOW and an allow-list that a
    // proxy would open to everyone (no TRUSTED_PROXY_HEADERS) are warned about
    const second = start(port, {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: "9",
      MAIL_SENDER: "",
      PUSH_ENDPOINT_ALLOW: "https://127.0.0.1:4443",
      SUPERUSER_IPS: "203.0.113.7",
      TRUSTED_PROXY_HEADERS: "",
    });
    const senderLine = waitForLine(second, /MAIL_SENDER not set.*/, 120_000);
    const allowLine = waitForLine(second, /WARNING: PUSH_ENDPOINT_ALLOW.*/, 120_000);
    const proxyLine = waitForLine(second, /WARNING: SUPERUSER_IPS.*/, 120_000);
    await waitForLine(
      second,
      /superuser: owner@example\.com \(existing; its password is left as it is\)/,
      120_000,
    );
    expect((await superuserSignIn(base, "owners-own-secret-1")).status).toBe(200);
    expect((await superuserSignIn(base, generated)).status).toBe(400);
    expect(await senderLine).toBe(
      "MAIL_SENDER not set, mails come from PocketBase's default sender address",
    );
    expect(await allowLine).toBe(
      "WARNING: PUSH_ENDPOINT_ALLOW lets pushes go to https://127.0.0.1:4443 (test suite only)",
    );
    expect(await proxyLine).toBe(
      "WARNING: SUPERUSER_IPS set without TRUSTED_PROXY_HEADERS: behind a proxy every client",
    );
    // someone's guesses lock this address out of the owner's account...
    for (let i = 0; i < 4; i++) await superuserSignIn(base, `guess-${i}`);
    expect((await superuserSignIn(base, "owners-own-secret-1")).status).toBe(429);
    expect(await stop(second)).toBe(0);

    // ...and PB_ADMIN_PASSWORD, given explicitly, sets the password and lifts the lock; MFA
    // behind a proxy whose header is trusted is not warned about
    const third = start(port, {
      PB_ADMIN_PASSWORD: "set-by-environment-2",
      SUPERUSER_MFA: "1",
      TRUSTED_PROXY_HEADERS: "X-Forwarded-For",
    });
    await waitForLine(
      third,
      /superuser: owner@example\.com \(password from PB_ADMIN_PASSWORD\)/,
      120_000,
    );
    expect(printed(third)).not.toContain("TRUSTED_PROXY_HEADERS");
    expect((await superuserSignIn(base, "set-by-environment-2")).status).toBe(200);
    expect(await stop(third)).toBe(0);
  }, 400_000);
});
