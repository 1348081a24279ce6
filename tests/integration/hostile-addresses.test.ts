/**
 * Addresses give an attacker nothing (docs/operations.md, "Limits an attacker meets"): the
 * superuser allow-list answers one refusal whatever the password, an IPv6 client is counted by
 * its /64 in rate limits and sign-in locks, and one-time codes are limited per account and
 * refused from addresses the allow-list refuses. The servers run the real limits behind a
 * stand-in proxy header (TRUSTED_PROXY_HEADERS), so a test speaks from many addresses.
 */
import PocketBase from "pocketbase";
import { describe, expect, it } from "vitest";
import type { MailSink } from "../setup/mail-sink";
import { TEST_ADMIN } from "../setup/pocketbase-server";
import { PASSWORD, unique } from "./helpers";
import { ownServers, smtpEnv } from "./own-servers";

const own = ownServers();

async function serve(env: Record<string, string> = {}) {
  const server = await own.server({
    realLimits: true,
    env: { TRUSTED_PROXY_HEADERS: "X-Forwarded-For", ...env },
  });
  return server.url;
}

/** A POST from the client address `from`, as the proxy forwards it. */
async function call(url: string, path: string, body: object, from: string) {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

const ownerSignIn = (url: string, password: string, from: string, identity = TEST_ADMIN.email) =>
  call(url, "/api/collections/_superusers/auth-with-password", { identity, password }, from);

/** An address of the /64 2001:db8:7:7::/64. */
const inSubnet = (i: number) => `2001:db8:7:7:${(i + 1).toString(16)}::${i + 2}`;

describe("the superuser allow-list (SUPERUSER_IPS)", () => {
  it("answers one refusal from other addresses, whether the password is right or wrong", async () => {
    const url = await serve({ SUPERUSER_IPS: "203.0.113.7, 2001:db8:1::/48" });
    const right = await ownerSignIn(url, TEST_ADMIN.password, "198.51.100.1");
    const wrong = await ownerSignIn(url, "not-the-password", "198.51.100.1");
    const nobody = await ownerSignIn(url, "x", "198.51.100.1", "nobody@shop.test");
    expect(right.status).toBe(403);
    expect(JSON.parse(right.text).message).toBe("Superusers cannot sign in from this address.");
    expect(wrong).toEqual(right);
    expect(nobody).toEqual(right);
    expect((await ownerSignIn(url, TEST_ADMIN.password, "203.0.113.7")).status).toBe(200);
    expect((await ownerSignIn(url, TEST_ADMIN.password, "2001:db8:1:5::9")).status).toBe(200);
    expect((await ownerSignIn(url, "not-the-password", "203.0.113.7")).status).toBe(400);
  });
});

describe("IPv6 clients", () => {
  it("are locked out of an account by their /64, not address by address", async () => {
    const url = await serve();
    const admin = new PocketBase(url);
    await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    const email = `${unique("six")}@example.com`;
    await admin
      .collection("users")
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Six Four" });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const body = { identity: email, password: `wrong-${i}` };
      const from = inSubnet(i % 8);
      statuses.push(
        (await call(url, "/api/collections/users/auth-with-password", body, from)).status,
      );
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    // another /64 is another client
    const other = { identity: email, password: PASSWORD };
    expect(
      (await call(url, "/api/collections/users/auth-with-password", other, "2001:db8:7:8::1"))
        .status,
    ).toBe(200);
  });

  it("are rate-limited by their /64: the 11th sign-up in an hour is refused", async () => {
    const url = await serve();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const email = `${unique("signup")}@example.com`;
      const body = { email, password: PASSWORD, passwordConfirm: PASSWORD, name: "New Shopper" };
      statuses.push((await call(url, "/api/collections/users/records", body, inSubnet(i))).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });
});

describe("one-time codes (SUPERUSER_MFA=1)", () => {
  it("mail one code per account however often asked, and none to refused addresses", async () => {
    const sink: MailSink = await own.mailSink();
    const url = await serve({
      ...smtpEnv(sink),
      SUPERUSER_MFA: "1",
      SUPERUSER_IPS: "203.0.113.0/24",
    });
    const request = (from: string) =>
      call(url, "/api/collections/_superusers/request-otp", { email: TEST_ADMIN.email }, from);
    const answers = [];
    for (const from of [
      "203.0.113.1",
      "198.51.100.2",
      "203.0.113.3",
      "2001:db8::4",
      "203.0.113.5",
      "203.0.113.6",
    ]) {
      answers.push(await request(from));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 403, 200, 403, 200, 200]);
    const ids = new Set(
      answers.filter((a) => a.status === 200).map((a) => JSON.parse(a.text).otpId),
    );
    expect(ids.size).toBe(1);
    await sink.waitFor(TEST_ADMIN.email);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.mails.filter((m) => /code|otp/i.test(`${m.subject} ${m.text}`))).toHaveLength(1);
  });
});
