import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { confirmPasswordReset } from "../../backend/session";
import { FormField } from "../../components/form-field";
import { type ResetPasswordInput, validateResetPassword } from "../../lib/validation/account";
import { showToast } from "../toast/toast-atoms";
import { resetErrorMessage } from "./auth-errors";
import "./account.css";

const EMPTY: ResetPasswordInput = { password: "", passwordConfirm: "" };
export const PASSWORD_CHANGED = "Your password has been changed. Please sign in with it.";

/** Where the link of a password-reset email lands: the customer chooses a new password. */
export function ResetPasswordScreen({ token }: { token?: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const check = validateResetPassword(values);
  const fieldErrors = tried && !check.ok ? check.fieldErrors : {};
  const shown = error || (tried && !check.ok ? check.message : "");
  const set = (patch: Partial<ResetPasswordInput>) => setValues((v) => ({ ...v, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setError("");
    if (!check.ok || !token) return;
    setBusy(true);
    try {
      await confirmPasswordReset(token, check.values.password);
      void showToast(PASSWORD_CHANGED, "success");
      await navigate({ to: "/login" });
    } catch (failure) {
      setError(resetErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page container auth" aria-labelledby="reset-title">
      <div className="auth__card">
        <h1 id="reset-title">Choose a new password</h1>
        {token ? (
          <form className="form" onSubmit={submit} noValidate>
            <FormField
              label="New password"
              type="password"
              name="password"
              autoComplete="new-password"
              value={values.password}
              error={fieldErrors.password}
              onChange={(e) => set({ password: e.target.value })}
            />
            <FormField
              label="Confirm new password"
              type="password"
              name="passwordConfirm"
              autoComplete="new-password"
              value={values.passwordConfirm}
              error={fieldErrors.passwordConfirm}
              onChange={(e) => set({ passwordConfirm: e.target.value })}
            />
            <div aria-live="polite" className="form__messages">
              {shown && <p className="form__error">{shown}</p>}
            </div>
            <button type="submit" className="button button--block" disabled={busy}>
              {busy ? "Saving…" : "Save new password"}
            </button>
          </form>
        ) : (
          <p className="auth__lead">
            This page opens from the link in a password-reset email. To get one, go to{" "}
            <Link to="/login">Sign in</Link> and choose Forgot password?
          </p>
        )}
      </div>
    </section>
  );
}
