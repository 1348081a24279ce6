/**
 * /admin's sign-in: the owner with the dashboard's email and password, staff with their own.
 * Customers and guests who open /admin see this and nothing else (the server gives them none
 * of the shop's data either).
 */
import { type FormEvent, useState } from "react";
import { signInAdmin } from "../../backend/admin-session";
import { isResponseError } from "../../backend/client";
import { FormField } from "../../components/form-field";
import { GENERIC_ERROR, tooManyMessage } from "../account/auth-errors";
import { SHOP_NAME } from "./admin-format";
import "../account/account.css";

export const WRONG_CREDENTIALS = "Wrong email or password.";
export const SIGN_IN_OFFLINE = "You are offline. Connect to the internet to sign in.";

/** The sign-in's answer in words: a lock or rate limit, wrong details, or no connection. */
export function adminSignInMessage(error: unknown): string {
  const tooMany = tooManyMessage(error);
  if (tooMany) return tooMany;
  if (!isResponseError(error) || error.status === 0) return SIGN_IN_OFFLINE;
  if ([400, 401, 403, 404].includes(error.status)) return WRONG_CREDENTIALS;
  return GENERIC_ERROR;
}

export function AdminSignIn() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setError("Enter your email and password.");
    setBusy(true);
    setError("");
    try {
      await signInAdmin(email.trim(), password);
    } catch (failure) {
      setError(adminSignInMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="admin-sign-in" tabIndex={-1}>
      <section className="auth__card" aria-labelledby="admin-sign-in-title">
        <p className="eyebrow">{SHOP_NAME}</p>
        <h1 id="admin-sign-in-title">Shop admin</h1>
        <p className="auth__lead">For the shop's owner and staff.</p>
        <form className="form" onSubmit={submit} noValidate>
          <FormField
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            error={undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div aria-live="polite" className="form__messages">
            {error && <p className="form__error">{error}</p>}
          </div>
          <button type="submit" className="button button--block" disabled={busy}>
            {busy ? "Signing in…" : "Sign in"}
          </button>
        </form>
      </section>
    </main>
  );
}
