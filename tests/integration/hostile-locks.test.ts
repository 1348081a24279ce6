/**
 * Locks that protect without locking people out (docs/decisions/0007-sign-in-errors-and-locks.md):
 * guesses from one address slow that address down for that account, never the owner or a customer
 * signing in from elsewhere; a reset, a one-time code or the owner's own commands lift a lock; a
 * superuser's token buys no extra guesses; an unknown superuser email looks like a known one. The
 * servers here run the real limits behind a stand-in proxy header (TRUSTED_PROXY_HEADERS), so each
 * test can speak from several client addresses.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import PocketBase from "pocketbase";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/pocketbase.mjs";
import type { MailSink } from "../setup/mail-sink";
import { TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { PASSWORD, unique } from "./helpers";
import { ownServers, smtpEnv } from "./own-servers";

const LOCKED = "Too many failed sign-in attempts. Try again in 15 minutes.";
const own = ownServers();
let server: TestServer | undefined;
let sink: MailSink | undefined;

async function serve(env: Record<string, string> = {}) {
  server = await own.server({
    realLimits: true,
    env: { TRUSTED_PROXY_HEADERS: "X-Forwarded-For", ...env },
  });
  const admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  return { url: server.url, admin };
}

/** Serves with a mail sink as the shop's SMTP server (resets and one-time codes go there). */
async function serveWithMail(env: Record<string, string> = {}) {
  sink = await own.mailSink();
  return serve({ ...smtpEnv(sink), ...env });
}

interface Answer {
  status: number;
  body: { message?: string; token?: string; mfaId?: string; otpId?: string };
}

/** A POST from the client address `from` (as the proxy would forward it). */
async function call(url: string, path: string, body: object, from: string, token = "") {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": from,
      ...(token ? { authorization: token } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} } as Answer;
}

const signIn = (
  url: string,
  collection: string,
  identity: string,
  password: string,
  from: string,
) => call(url, `/api/collections/${collection}/auth-with-password`, { identity, password }, from);

async function guess(url: string, collection: string, identity: string, from: string, times = 5) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    statuses.push((await signIn(url, collection, identity, `wrong-${i}`, from)).status);
  }
  return statuses;
}

async function customer(admin: PocketBase) {
  const email = `${unique("locked")}@example.com`;
  await admin
    .collection("users")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Locked Shopper" });
  return email;
}

describe("sign-in back-off per account and address", () => {
  it("locks the guessing address out of an account, never the owner or a customer elsewhere", async () => {
    const { url, admin } = await serve();
    const owner = [TEST_ADMIN.email, TEST_ADMIN.password] as const;
    expect(await guess(url, "_superusers", owner[0], "203.0.113.66")).toEqual(Array(5).fill(400));
    const locked = await signIn(url, "_superusers", ...owner, "203.0.113.66");
    expect(locked).toMatchObject({ status: 429, body: { message: LOCKED } });
    expect((await signIn(url, "_superusers", ...owner, "198.51.100.7")).status).toBe(200);

    const email = await customer(admin);
    expect(await guess(url, "users", email, "203.0.113.66")).toEqual(Array(5).fill(400));
    expect((await signIn(url, "users", email, PASSWORD, "203.0.113.66")).status).toBe(429);
    // the lock is the account's, whatever capitals are typed
    expect((await signIn(url, "users", email.toUpperCase(), PASSWORD, "203.0.113.66")).status).toBe(
      429,
    );
    expect((await signIn(url, "users", email, PASSWORD, "198.51.100.7")).status).toBe(200);
    // a right password elsewhere does not unlock the guessing address
    expect((await signIn(url, "users", email, PASSWORD, "203.0.113.66")).status).toBe(429);

    // staff, the same
    const staffEmail = `${unique("staff")}@example.com`;
    await admin
      .collection("staff")
      .create({ email: staffEmail, password: PASSWORD, passwordConfirm: PASSWORD, name: "Staff" });
    expect(await guess(url, "staff", staffEmail, "203.0.113.66")).toEqual(Array(5).fill(400));
    expect((await signIn(url, "staff", staffEmail, PASSWORD, "203.0.113.66")).status).toBe(429);
    expect((await signIn(url, "staff", staffEmail, PASSWORD, "198.51.100.7")).status).toBe(200);
  });

  it("lifts every lock of an account when its password reset is completed", async () => {
    const { url, admin } = await serveWithMail();
    const email = await customer(admin);
    await guess(url, "users", email, "203.0.113.66");
    expect((await signIn(url, "users", email, PASSWORD, "203.0.113.66")).status).toBe(429);
    // asked for in other capitals: the reset still reaches the account
    const asked = await call(
      url,
      "/api/collections/users/request-password-reset",
      { email: email.toUpperCase() },
      "198.51.100.7",
    );
    expect(asked.status).toBe(204);
    const mail = await sink?.waitFor(email);
    const token = /reset-password\?token=([\w.-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const confirmed = await call(
      url,
      "/api/collections/users/confirm-password-reset",
      { token, password: "a-brand-new-one-77", passwordConfirm: "a-brand-new-one-77" },
      "198.51.100.7",
    );
    expect(confirmed.status).toBe(204);
    expect((await signIn(url, "users", email, "a-brand-new-one-77", "203.0.113.66")).status).toBe(
      200,
    );
  });

  it("clears a superuser's locks with npm run unlock, the shop running", async () => {
    const { url } = await serve();
    await guess(url, "_superusers", TEST_ADMIN.email, "203.0.113.66");
    const signInOwner = () =>
      signIn(url, "_superusers", TEST_ADMIN.email, TEST_ADMIN.password, "203.0.113.66");
    expect((await signInOwner()).status).toBe(429);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["scripts/unlock.mjs", TEST_ADMIN.email.toUpperCase()],
      { cwd: ROOT, env: { ...process.env, PB_DATA: server?.dataDir ?? "" } },
    );
    expect(stdout).toContain(`_superusers ${TEST_ADMIN.email}: 1 sign-in lock(s) lifted`);
    expect((await signInOwner()).status).toBe(200);
  });

  it("gives superusers PocketBase's MFA with SUPERUSER_MFA=1 (off by default); the emailed code lifts locks", async () => {
    const { url } = await serveWithMail({ SUPERUSER_MFA: "1" });
    const from = "203.0.113.66";
    await guess(url, "_superusers", TEST_ADMIN.email, from);
    expect(
      (await signIn(url, "_superusers", TEST_ADMIN.email, TEST_ADMIN.password, from)).status,
    ).toBe(429);
    const otp = await call(
      url,
      "/api/collections/_superusers/request-otp",
      { email: TEST_ADMIN.email },
      from,
    );
    const mail = await sink?.waitFor(TEST_ADMIN.email);
    const code = /\b(\d{6,10})\b/.exec(mail?.text ?? "")?.[1] ?? "";
    const first = await call(
      url,
      "/api/collections/_superusers/auth-with-otp",
      { otpId: otp.body.otpId, password: code },
      from,
    );
    // the code is one factor; the password is the other
    expect(first.status).toBe(401);
    const second = await call(
      url,
      `/api/collections/_superusers/auth-with-password?mfaId=${first.body.mfaId}`,
      { identity: TEST_ADMIN.email, password: TEST_ADMIN.password },
      from,
    );
    expect(second.status).toBe(200);
    expect(second.body.token).toBeTruthy();
    // the commands on the machine itself connect directly and sign in with the password
    const local = new PocketBase(url);
    await local.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(local.authStore.isSuperuser).toBe(true);
  });

  it("keeps superuser MFA off unless asked for", async () => {
    const { url } = await serveWithMail();
    const answer = await signIn(
      url,
      "_superusers",
      TEST_ADMIN.email,
      TEST_ADMIN.password,
      "203.0.113.66",
    );
    expect(answer.status).toBe(200);
  });
});

describe("what a token or an unknown email does not change", () => {
  it("counts sign-ins that carry a superuser token against the per-IP limit too", async () => {
    const { url, admin } = await serve();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const body = { identity: `nobody-${i}@example.com`, password: "guess" };
      const answer = await call(
        url,
        "/api/collections/users/auth-with-password",
        body,
        "203.0.113.66",
        admin.authStore.token,
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
  });

  it("locks an unknown superuser email like a known one, so a lock tells nothing", async () => {
    const { url } = await serve();
    const nobody = `${unique("nobody")}@example.com`;
    expect(await guess(url, "_superusers", nobody, "203.0.113.66", 6)).toEqual([
      ...Array(5).fill(400),
      429,
    ]);
    expect(await guess(url, "_superusers", TEST_ADMIN.email, "203.0.113.67", 6)).toEqual([
      ...Array(5).fill(400),
      429,
    ]);
  });

  it("answers an unknown superuser email in the time a wrong password takes", async () => {
    const { url } = await serve();
    const timed = async (identity: string, from: string) => {
      const started = performance.now();
      const answer = await signIn(url, "_superusers", identity, "wrong-password", from);
      expect(answer.status).toBe(400);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      // a fresh address each round, so no lock answers first; each goes first every other round
      const knownFirst = i % 2 === 0;
      const pair = [
        () => timed(TEST_ADMIN.email, `203.0.113.${i + 1}`).then((ms) => known.push(ms)),
        () =>
          timed(`${unique("nobody")}@example.com`, `198.51.100.${i + 1}`).then((ms) =>
            unknown.push(ms),
          ),
      ];
      for (const run of knownFirst ? pair : pair.reverse()) await run();
    }
    // Both check a password hash (tens of milliseconds); a quick "no such account" would be
    // ~1 ms. The fastest of each: a loaded machine only ever adds time (the medians of four
    // once came out at 0.49 beside the e2e layer).
    expect(Math.min(...unknown) / Math.min(...known)).toBeGreaterThan(0.5);
  });
});
