import { describe, expect, it } from "vitest";
import { loginErrorMessage, registerErrorMessage } from "../../src/features/account/auth-errors";
import {
  type RegisterInput,
  validateLogin,
  validateRegister,
} from "../../src/shared/validation/account";

describe("login form", () => {
  it("accepts an email and a password", () => {
    expect(validateLogin({ email: "a@b.lk", password: "x", remember: false }).ok).toBe(true);
  });
  it.each([
    { email: "", password: "secret-123", remember: false },
    { email: "a@b.lk", password: "", remember: true },
  ])("a missing field gives Please fill all required fields.", (input) => {
    const result = validateLogin(input);
    expect(result.ok ? "" : result.message).toBe("Please fill all required fields.");
  });
});

const valid: RegisterInput = {
  name: "Amaya Silva",
  email: "amaya@example.com",
  password: "long-enough",
  passwordConfirm: "long-enough",
  terms: true,
  marketing: false,
};

function registerMessage(patch: Partial<RegisterInput>) {
  const result = validateRegister({ ...valid, ...patch });
  return result.ok ? "" : result.message;
}

describe("register form", () => {
  it("accepts a complete form; marketing is optional", () => {
    expect(validateRegister(valid).ok).toBe(true);
  });
  it("says Passwords do not match. on the confirmation when the two differ", () => {
    const result = validateRegister({ ...valid, passwordConfirm: "different-but-long" });
    if (result.ok) throw new Error("expected invalid");
    expect(result.fieldErrors).toEqual({ passwordConfirm: "Passwords do not match." });
    expect(result.message).toBe("Please fill all required fields correctly.");
  });
  it.each([
    { name: " " },
    { email: "" },
    { email: "not-an-email" },
    { password: "" },
    { password: "short7c" },
    { passwordConfirm: "1234567" },
  ])("an invalid field gives Please fill all required fields correctly. (%o)", (patch) => {
    expect(registerMessage(patch)).toBe("Please fill all required fields correctly.");
  });
  it("unticked terms give the terms message", () => {
    expect(registerMessage({ terms: false })).toBe(
      "You must agree to the Terms of Service and Privacy Policy.",
    );
  });
  it("marks the unticked terms box even when other fields are also wrong", () => {
    const result = validateRegister({ ...valid, name: "", terms: false });
    if (result.ok) throw new Error("expected invalid");
    expect(result.message).toBe("Please fill all required fields correctly.");
    expect(result.fieldErrors.terms).toBe(
      "You must agree to the Terms of Service and Privacy Policy.",
    );
  });
});

const pbError = (data: Record<string, { code: string }>) => ({ response: { data } });

describe("server error messages", () => {
  it("tells an unknown email from a wrong password", () => {
    // The texts a shopper reads, word for word.
    expect(loginErrorMessage(pbError({ identity: { code: "user_not_found" } }))).toBe(
      "User not found. Please register.",
    );
    expect(loginErrorMessage(pbError({ password: { code: "wrong_password" } }))).toBe(
      "Incorrect password.",
    );
  });
  it("anything else on login is the generic message", () => {
    expect(loginErrorMessage(new Error("offline"))).toBe("An error occurred. Please try again.");
  });
  it("maps register failures", () => {
    expect(registerErrorMessage(pbError({ email: { code: "validation_not_unique" } }))).toBe(
      "This email is already registered. Please try logging in.",
    );
    expect(registerErrorMessage(pbError({ email: { code: "validation_is_email" } }))).toBe(
      "Invalid email address. Please check and try again.",
    );
    expect(
      registerErrorMessage(pbError({ password: { code: "validation_min_text_constraint" } })),
    ).toBe("Password is too weak. It must be at least 6 characters.");
    expect(registerErrorMessage(null)).toBe("An error occurred. Please try again.");
  });
});
