import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { requestPasswordReset, signIn } from "../../backend/session";
import { CheckboxField, FormField } from "../../components/form-field";
import { useT } from "../../hooks/use-t";
import { LOGIN_INVALID, type LoginInput, loginSchema } from "../../shared/validation/account";
import { useValidatedForm } from "../forms/use-validated-form";
import { showToast } from "../toast/toast-atoms";
import { GENERIC_ERROR, LOGIN_SUCCESS, loginErrorMessage } from "./auth-errors";
import { OtherWaysIn } from "./google-button";
import { type ReturnPath, useReturnTo } from "./return-to";
import "./account.css";

const EMPTY: LoginInput = { email: "", password: "", remember: false };

/** Signed in, the shopper goes to `redirect` (the checkout they came from), else home. */
export function LoginScreen({ redirect }: { redirect?: ReturnPath }) {
  const t = useT();
  const returnTo = useReturnTo();
  const form = useValidatedForm(loginSchema, EMPTY, LOGIN_INVALID);
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice("");
    const check = form.attempt();
    if (!check.ok) return;
    setBusy(true);
    try {
      await signIn(check.values.email, check.values.password, check.values.remember);
      void showToast(LOGIN_SUCCESS, "success");
      await returnTo(redirect ?? "/home");
    } catch (failure) {
      form.fail(loginErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function forgotPassword() {
    form.fail("");
    const email = form.values.email.trim();
    if (!email) return setNotice(t("Enter your email address above, then choose Forgot password."));
    try {
      await requestPasswordReset(email);
      setNotice(
        t("If an account exists for {email}, we have emailed it a link to reset the password.", {
          email,
        }),
      );
    } catch {
      form.fail(GENERIC_ERROR);
    }
  }

  return (
    <section className="page container auth" aria-labelledby="login-title">
      <div className="auth__card">
        <h1 id="login-title">{t("Welcome back")}</h1>
        <p className="auth__lead">{t("Sign in to check out faster and follow your orders.")}</p>
        <form className="form" onSubmit={submit} noValidate>
          <FormField
            label={t("Email")}
            type="email"
            autoComplete="email"
            {...form.field("email")}
          />
          <FormField
            label={t("Password")}
            type="password"
            autoComplete="current-password"
            {...form.field("password")}
          />
          <div className="form__row">
            <CheckboxField label={t("Remember me")} {...form.checkbox("remember")} />
            <button type="button" className="link-button" onClick={forgotPassword}>
              {t("Forgot password?")}
            </button>
          </div>
          <div aria-live="polite" className="form__messages">
            {form.message && <p className="form__error">{form.message}</p>}
            {notice && <p className="form__notice">{notice}</p>}
          </div>
          <button type="submit" className="button button--block" disabled={busy}>
            {busy ? t("Signing in…") : t("Sign In")}
          </button>
        </form>
        <OtherWaysIn onError={form.fail} to={redirect ?? "/home"}>
          {t("New here?")}{" "}
          <Link to="/register" search={{ redirect }}>
            {t("Create an account")}
          </Link>
        </OtherWaysIn>
      </div>
    </section>
  );
}
