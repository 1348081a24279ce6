/**
 * Login and register form rules and messages, word for word. Sign-up's field rules are one copy
 * for the form and the server (pb_hooks/users.pb.js runs `signUpSchema` via src/shared/server.ts).
 */
import * as v from "valibot";
import { lineText } from "../text";
import { type FormResult, termsOrInvalid, validateForm } from "./result";

export const LOGIN_INVALID = "Please fill all required fields.";
export const REGISTER_INVALID = "Please fill all required fields correctly.";
export const REGISTER_TERMS = "You must agree to the Terms of Service and Privacy Policy.";
export const PASSWORD_MIN = 8;
export const PASSWORDS_DIFFER = "Passwords do not match.";
/**
 * The sign-in hook's answers to a customer (pb_hooks/auth.pb.js): an unknown email and a wrong
 * password, each on its field with its code (user_not_found, wrong_password), which the form reads
 * (src/features/account/auth-errors.ts; docs/decisions/0007-sign-in-errors-and-locks.md).
 */
export const USER_NOT_FOUND = "User not found. Please register.";
export const WRONG_PASSWORD = "Incorrect password.";

const LOCKED = "Too many failed sign-in attempts.";
/** The sign-in lockout's answer (pb_hooks/lib/signin-lock.js); the app shows it translated. */
export const signInLocked = (minutes: number) =>
  `${LOCKED} Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
/** Whether a 429's message is the lockout's (and not a rate limit's). */
export const isSignInLocked = (message: string) => message.startsWith(LOCKED);

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

/** A customer's display name: at sign-up and when the profile changes it. */
export const nameSchema = v.pipe(
  lineText(),
  v.nonEmpty("Full name is required."),
  v.maxLength(100, "Full name must be at most 100 characters."),
);

const accountEntries = {
  name: nameSchema,
  email: v.pipe(
    lineText(),
    v.nonEmpty("Email is required."),
    v.maxLength(254, "Enter a valid email address."),
    v.email("Enter a valid email address."),
  ),
  password: password("Password"),
  passwordConfirm: password("Confirm password"),
};

/** The two passwords must match ("Passwords do not match." on the confirmation). */
const PASSWORD_PATHS = [["password"], ["passwordConfirm"]] as const;
const samePasswords = (input: { password: string; passwordConfirm: string }) =>
  input.password === input.passwordConfirm;

/** What the server checks when an account is created (the terms box is the form's). */
export const signUpSchema = v.pipe(
  v.object(accountEntries),
  v.forward(v.partialCheck(PASSWORD_PATHS, samePasswords, PASSWORDS_DIFFER), ["passwordConfirm"]),
);

export const registerSchema = v.pipe(
  v.object({
    ...accountEntries,
    terms: v.pipe(
      v.boolean(),
      v.check((ticked) => ticked, REGISTER_TERMS),
    ),
    marketing: v.boolean(),
  }),
  v.forward(v.partialCheck(PASSWORD_PATHS, samePasswords, PASSWORDS_DIFFER), ["passwordConfirm"]),
);
export type RegisterInput = v.InferInput<typeof registerSchema>;

export const RESET_INVALID = "Please choose a new password.";

/** The new password of /reset-password, typed twice. */
export const resetPasswordSchema = v.pipe(
  v.object({
    password: password("New password"),
    passwordConfirm: v.pipe(v.string(), v.nonEmpty("Confirm the new password.")),
  }),
  v.forward(v.partialCheck(PASSWORD_PATHS, samePasswords, PASSWORDS_DIFFER), ["passwordConfirm"]),
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
