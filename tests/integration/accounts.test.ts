/**
 * Accounts against a real PocketBase, read through the app's own error mapping, so what is
 * asserted is the message a shopper would see.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EMAIL_IN_USE,
  INVALID_EMAIL,
  loginErrorMessage,
  registerErrorMessage,
  USER_NOT_FOUND,
  WEAK_PASSWORD,
  WRONG_PASSWORD,
} from "../../src/features/account/auth-errors";
import { startTestServer, type TestServer } from "../setup/pocketbase-server";
import { failure, guestClient, PASSWORD, unique } from "./helpers";

const newEmail = () => `${unique("amaya")}@example.com`;

async function signUp(email: string, password = PASSWORD) {
  return guestClient().collection("users").create({
    name: "Amaya Silva",
    email,
    password,
    passwordConfirm: password,
    marketing: true,
  });
}

describe("register", () => {
  it("creates the account with its display name and marketing choice, then signs in", async () => {
    const email = newEmail();
    await signUp(email);
    const pb = guestClient();
    const auth = await pb.collection("users").authWithPassword(email, PASSWORD);
    expect(auth.record.name).toBe("Amaya Silva");
    expect(auth.record.marketing).toBe(true);
  });

  it("says the email is already registered", async () => {
    const email = newEmail();
    await signUp(email);
    expect(registerErrorMessage(await failure(signUp(email)))).toBe(EMAIL_IN_USE);
  });

  it("says the email is invalid", async () => {
    expect(registerErrorMessage(await failure(signUp("amaya@")))).toBe(INVALID_EMAIL);
  });

  it("refuses a password under 8 characters as too weak", async () => {
    expect(registerErrorMessage(await failure(signUp(newEmail(), "short12")))).toBe(WEAK_PASSWORD);
  });
});

describe("login", () => {
  it("tells an unknown email from a wrong password", async () => {
    const email = newEmail();
    await signUp(email);
    const users = guestClient().collection("users");
    expect(loginErrorMessage(await failure(users.authWithPassword(newEmail(), PASSWORD)))).toBe(
      USER_NOT_FOUND,
    );
    expect(loginErrorMessage(await failure(users.authWithPassword(email, "wrong-pass")))).toBe(
      WRONG_PASSWORD,
    );
  });

  it("accepts a password reset request for a known email (and does not reveal unknown ones)", async () => {
    const email = newEmail();
    await signUp(email);
    const users = guestClient().collection("users");
    await expect(users.requestPasswordReset(email)).resolves.toBe(true);
    await expect(users.requestPasswordReset(newEmail())).resolves.toBe(true);
  });
});

describe("Google sign-in configuration", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        GOOGLE_CLIENT_ID: "test-client.apps.googleusercontent.com",
        GOOGLE_CLIENT_SECRET: "s3cret",
      },
    });
  });
  afterAll(() => server?.dispose());

  it("offers Google when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set", async () => {
    const res = await fetch(`${server.url}/api/collections/users/auth-methods`);
    const methods = (await res.json()) as {
      oauth2: { enabled: boolean; providers: { name: string; authURL: string }[] };
    };
    expect(methods.oauth2.enabled).toBe(true);
    const google = methods.oauth2.providers.find((p) => p.name === "google");
    expect(google?.authURL).toContain("accounts.google.com");
    expect(google?.authURL).toContain("client_id=test-client.apps.googleusercontent.com");
  });

  it("offers no OAuth2 provider without those variables", async () => {
    const methods = await guestClient().collection("users").listAuthMethods();
    expect(methods.oauth2.providers.map((p) => p.name)).not.toContain("google");
  });
});
