/** Login and register form rules and messages, word for word. */
import * as v from "valibot";
import { type FormResult, termsOrInvalid, validateForm } from "./result";

export const LOGIN_INVALID = "Please fill all required fields.";
export const REGISTER_INVALID = "Please fill all required fields correctly.";
export const REGISTER_TERMS = "You must agree to the Terms of Service and Privacy Policy.";
export const PASSWORD_MIN = 8;
export const PASSWORDS_DIFFER = "Passwords do not match.";

export const loginSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty("Email is required.")),
  password: v.pipe(v.string(), v.nonEmpty("Password is required.")),
  remember: v.boolean(),
});
export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginValues = v.InferOutput<typeof loginSchema>;

const password = (label: string) =>
  v.pipe(
    v.string(),
    v.nonEmpty(`${label} is required.`),
    v.minLength(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters.`),
  );

/** The two passwords must match ("Passwords do not match." on the confirmation). */
export const registerSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty("Full name is required.")),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty("Email is required."),
      v.email("Enter a valid email address."),
    ),
    password: password("Password"),
    passwordConfirm: password("Confirm password"),
    terms: v.pipe(
      v.boolean(),
      v.check((ticked) => ticked, REGISTER_TERMS),
    ),
    marketing: v.boolean(),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["passwordConfirm"]],
      (input) => input.password === input.passwordConfirm,
      PASSWORDS_DIFFER,
    ),
    ["passwordConfirm"],
  ),
);
export type RegisterInput = v.InferInput<typeof registerSchema>;

export const RESET_INVALID = "Please choose a new password.";

/** The new password of /reset-password, typed twice. */
export const resetPasswordSchema = v.pipe(
  v.object({
    password: password("New password"),
    passwordConfirm: v.pipe(v.string(), v.nonEmpty("Confirm the new password.")),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["passwordConfirm"]],
      (input) => input.password === input.passwordConfirm,
      PASSWORDS_DIFFER,
    ),
    ["passwordConfirm"],
  ),
);
export type ResetPasswordInput = v.InferInput<typeof resetPasswordSchema>;
export type RegisterValues = v.InferOutput<typeof registerSchema>;

export function validateLogin(input: LoginInput): FormResult<LoginInput, LoginValues> {
  return validateForm(loginSchema, input, LOGIN_INVALID);
}

export function validateResetPassword(
  input: ResetPasswordInput,
): FormResult<ResetPasswordInput, ResetPasswordInput> {
  return validateForm(resetPasswordSchema, input, RESET_INVALID);
}

/** Bad fields win over the terms box; only an unticked box alone gets the terms message. */
export const registerMessage = termsOrInvalid(REGISTER_TERMS, REGISTER_INVALID);

export function validateRegister(input: RegisterInput): FormResult<RegisterInput, RegisterValues> {
  return validateForm(registerSchema, input, registerMessage);
}
