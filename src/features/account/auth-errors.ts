/**
 * PocketBase auth errors -> the shop's sign-in messages
 * (docs/decisions/0007-sign-in-errors-and-locks.md). The sign-in hook (pb_hooks/auth.pb.js) answers
 * unknown emails and wrong passwords with distinct codes.
 */
export const LOGIN_SUCCESS = "Login successful!";
export const GOOGLE_SUCCESS = "Logged in with Google!";
export const GOOGLE_FAILED = "Google sign-in failed. Please try again.";
export const GENERIC_ERROR = "An error occurred. Please try again.";
export const USER_NOT_FOUND = "User not found. Please register.";
export const WRONG_PASSWORD = "Incorrect password.";
export const EMAIL_IN_USE = "This email is already registered. Please try logging in.";
export const INVALID_EMAIL = "Invalid email address. Please check and try again.";
export const WEAK_PASSWORD = "Password is too weak. It must be at least 6 characters.";
export const REGISTER_SUCCESS = "Your account has been created successfully!";
export const TOO_MANY_ATTEMPTS =
  "Too many attempts from your network. Please wait a while and try again.";
export const RESET_LINK_INVALID =
  "This reset link is invalid or has expired. Ask for a new one from Sign in (Forgot password?).";

type FieldCodes = Record<string, { code?: unknown } | undefined>;

/** A 429's own message when the server wrote one for people (the account lockout), else ours. */
export function tooManyMessage(error: unknown): string | undefined {
  const { status, response } = (error ?? {}) as {
    status?: number;
    response?: { message?: string };
  };
  if (status !== 429) return undefined;
  const message = response?.message ?? "";
  return message.startsWith("Too many failed sign-in attempts") ? message : TOO_MANY_ATTEMPTS;
}

/** The per-field error codes of a PocketBase error response, if any. */
function fieldCodes(error: unknown): FieldCodes {
  if (typeof error !== "object" || error === null) return {};
  const response = (error as { response?: { data?: unknown } }).response;
  const data = response?.data;
  return typeof data === "object" && data !== null ? (data as FieldCodes) : {};
}

export function loginErrorMessage(error: unknown): string {
  const tooMany = tooManyMessage(error);
  if (tooMany) return tooMany;
  const data = fieldCodes(error);
  if (data.identity?.code === "user_not_found") return USER_NOT_FOUND;
  if (data.password?.code === "wrong_password") return WRONG_PASSWORD;
  return GENERIC_ERROR;
}

export function registerErrorMessage(error: unknown): string {
  const tooMany = tooManyMessage(error);
  if (tooMany) return tooMany;
  const data = fieldCodes(error);
  const emailCode = data.email?.code;
  if (emailCode === "validation_not_unique") return EMAIL_IN_USE;
  if (typeof emailCode === "string") return INVALID_EMAIL;
  if (data.password?.code || data.passwordConfirm?.code) return WEAK_PASSWORD;
  return GENERIC_ERROR;
}

export function resetErrorMessage(error: unknown): string {
  const tooMany = tooManyMessage(error);
  if (tooMany) return tooMany;
  if (fieldCodes(error).token?.code) return RESET_LINK_INVALID;
  if ((error as { status?: number } | null)?.status === 400) return RESET_LINK_INVALID;
  return GENERIC_ERROR;
}
