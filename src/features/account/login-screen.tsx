import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { requestPasswordReset, signIn } from "../../backend/session";
import { CheckboxField, FormField } from "../../components/form-field";
import { type LoginInput, validateLogin } from "../../lib/validation/account";
import { showToast } from "../toast/toast-atoms";
import { LOGIN_SUCCESS, loginErrorMessage } from "./auth-errors";
import { GoogleButton } from "./google-button";
import "./account.css";

const EMPTY: LoginInput = { email: "", password: "", remember: false };

export function LoginScreen() {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);
  const check = validateLogin(values);
  const fieldErrors = tried && !check.ok ? check.fieldErrors : {};
  // The form message follows the fields live; a server answer stays until the next attempt.
  const shown = error || (tried && !check.ok ? check.message : "");
  const set = (patch: Partial<LoginInput>) => setValues((v) => ({ ...v, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setNotice("");
    if (!check.ok) return setError("");
    setError("");
    setBusy(true);
    try {
      await signIn(check.values.email, check.values.password, check.values.remember);
      void showToast(LOGIN_SUCCESS, "success");
      await navigate({ to: "/home" });
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function forgotPassword() {
    setError("");
    const email = values.email.trim();
    if (!email) return setNotice("Enter your email address above, then choose Forgot password.");
    try {
      await requestPasswordReset(email);
      setNotice(
        `If an account exists for ${email}, we have emailed it a link to reset the password.`,
      );
    } catch {
      setError("An error occurred. Please try again.");
    }
  }

  return (
    <section className="page container auth" aria-labelledby="login-title">
      <div className="auth__card">
        <h1 id="login-title">Welcome back</h1>
        <p className="auth__lead">Sign in to check out faster and follow your orders.</p>
        <form className="form" onSubmit={submit} noValidate>
          <FormField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            error={fieldErrors.email}
            onChange={(e) => set({ email: e.target.value })}
          />
          <FormField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            error={fieldErrors.password}
            onChange={(e) => set({ password: e.target.value })}
          />
          <div className="form__row">
            <CheckboxField
              name="remember"
              label="Remember me"
              checked={values.remember}
              onChange={(remember) => set({ remember })}
            />
            <button type="button" className="link-button" onClick={forgotPassword}>
              Forgot password?
            </button>
          </div>
          <div aria-live="polite" className="form__messages">
            {shown && <p className="form__error">{shown}</p>}
            {notice && <p className="form__notice">{notice}</p>}
          </div>
          <button type="submit" className="button button--block" disabled={busy}>
            {busy ? "Signing in…" : "Sign In"}
          </button>
        </form>
        <p className="auth__divider">
          <span>or</span>
        </p>
        <GoogleButton onError={setError} />
        <p className="auth__switch">
          New here? <Link to="/register">Create an account</Link>
        </p>
      </div>
    </section>
  );
}
