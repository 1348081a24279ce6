/**
 * Sign-in answers distinct errors (docs/decisions/0007-sign-in-errors-and-locks.md;
 * pb_hooks/auth.pb.js documents the shape).
 */
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, inject, it } from "vitest";
import {
  createUser,
  failure,
  guestClient,
  PASSWORD,
  superuserClient,
  type TestUser,
  unique,
} from "./helpers";

let admin: PocketBase;
let user: TestUser;

beforeAll(async () => {
  admin = await superuserClient();
  user = await createUser(admin, "Dilani Wickramasinghe");
});

describe("users auth-with-password", () => {
  it("answers an unknown email with the user-not-found shape", async () => {
    const error = await failure(
      guestClient()
        .collection("users")
        .authWithPassword(`${unique("nobody")}@example.com`, PASSWORD),
    );
    expect(error.status).toBe(400);
    expect(error.response.message).toBe("User not found. Please register.");
    expect(error.response.data).toEqual({
      identity: { code: "user_not_found", message: "User not found. Please register." },
    });
  });

  it("answers a wrong password with the wrong-password shape", async () => {
    const error = await failure(
      guestClient().collection("users").authWithPassword(user.email, "not-the-password"),
    );
    expect(error.status).toBe(400);
    expect(error.response.message).toBe("Incorrect password.");
    expect(error.response.data).toEqual({
      password: { code: "wrong_password", message: "Incorrect password." },
    });
  });

  it("signs in with the right password and returns a token and the profile", async () => {
    const pb = guestClient();
    const auth = await pb.collection("users").authWithPassword(user.email, PASSWORD);
    expect(auth.token).toMatch(/\S{20,}/);
    expect(auth.record.name).toBe("Dilani Wickramasinghe");
    expect(pb.authStore.isValid).toBe(true);
  });

  it("leaves superuser sign-in errors generic", async () => {
    const error = await failure(
      guestClient()
        .collection("_superusers")
        .authWithPassword("nobody@example.com", "whatever-123"),
    );
    expect(error.status).toBe(400);
    expect(error.response.data.identity?.code).not.toBe("user_not_found");
  });

  it("accepts a password reset request for a real user with 204", async () => {
    const response = await fetch(
      `${inject("pbUrl")}/api/collections/users/request-password-reset`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: user.email }),
      },
    );
    expect(response.status).toBe(204);
  });
});
