import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { confirmPasswordReset } from "../../backend/session";
import { FormField } from "../../components/form-field";
import { tParts } from "../../components/t-parts";
import { useT } from "../../hooks/use-t";
import { m } from "../../lib/i18n/i18n";
import {
  RESET_INVALID,
  type ResetPasswordInput,
  resetPasswordSchema,
} from "../../shared/validation/account";
import { useValidatedForm } from "../forms/use-validated-form";
import { showToast } from "../toast/toast-atoms";
import { resetErrorMessage } from "./auth-errors";
import "./account.css";

const EMPTY: ResetPasswordInput = { password: "", passwordConfirm: "" };
export const PASSWORD_CHANGED = m("Your password has been changed. Please sign in with it.");

/** Where the link of a password-reset email lands: the customer chooses a new password. */
export function ResetPasswordScreen({ token }: { token?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const form = useValidatedForm(resetPasswordSchema, EMPTY, RESET_INVALID);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = form.attempt();
    if (!check.ok || !token) return;
    setBusy(true);
    try {
      await confirmPasswordReset(token, check.values.password);
      void showToast(PASSWORD_CHANGED, "success");
      await navigate({ to: "/login" });
    } catch (failure) {
      form.fail(resetErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page container auth" aria-labelledby="reset-title">
      <div className="auth__card">
        <h1 id="reset-title">{t("Choose a new password")}</h1>
        {token ? (
          <form className="form" onSubmit={submit} noValidate>
            <FormField
              label={t("New password")}
              type="password"
              autoComplete="new-password"
              {...form.field("password")}
            />
            <FormField
              label={t("Confirm new password")}
              type="password"
              autoComplete="new-password"
              {...form.field("passwordConfirm")}
            />
            <div aria-live="polite" className="form__messages">
              {form.message && <p className="form__error">{form.message}</p>}
            </div>
            <button type="submit" className="button button--block" disabled={busy}>
              {busy ? t("Saving…") : t("Save new password")}
            </button>
          </form>
        ) : (
          <p className="auth__lead">
            {tParts(
              "This page opens from the link in a password-reset email. To get one, go to {signIn} and choose Forgot password?",
              { signIn: <Link to="/login">{t("Sign in")}</Link> },
            )}
          </p>
        )}
      </div>
    </section>
  );
}
