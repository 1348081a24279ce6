import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { register } from "../../backend/session";
import { CheckboxField, FormField } from "../../components/form-field";
import { useT } from "../../hooks/use-t";
import { m } from "../../lib/i18n/i18n";
import {
  type RegisterInput,
  registerMessage,
  registerSchema,
} from "../../shared/validation/account";
import { LegalLinks } from "../checkout/legal-modals";
import { useValidatedForm } from "../forms/use-validated-form";
import { showToast } from "../toast/toast-atoms";
import { REGISTER_SUCCESS, registerErrorMessage } from "./auth-errors";
import { OtherWaysIn } from "./google-button";
import { type ReturnPath, useReturnTo } from "./return-to";
import "./account.css";

const EMPTY: RegisterInput = {
  name: "",
  email: "",
  password: "",
  passwordConfirm: "",
  terms: false,
  marketing: false,
};
const REGISTER_TOAST_MS = 3000;

/** Registered, the shopper goes to `redirect` (the checkout they came from), else back. */
export function RegisterScreen({ redirect }: { redirect?: ReturnPath }) {
  const t = useT();
  const router = useRouter();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const form = useValidatedForm(registerSchema, EMPTY, registerMessage);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = form.attempt();
    if (!check.ok) return;
    setBusy(true);
    try {
      await register(check.values);
    } catch (failure) {
      setBusy(false);
      return form.fail(registerErrorMessage(failure));
    }
    form.reset();
    // The request is done: the button says so instead of "Creating account…" while the
    // success toast shows. Then back to the previous page once it hides (the cart, for a guest).
    setBusy(false);
    setCreated(true);
    await showToast(REGISTER_SUCCESS, "success", REGISTER_TOAST_MS);
    if (redirect) await returnTo(redirect);
    else if (window.history.length > 1) router.history.back();
    else await navigate({ to: "/home" });
  }

  return (
    <section className="page container auth" aria-labelledby="register-title">
      <div className="auth__card">
        <h1 id="register-title">{t("Create your account")}</h1>
        <p className="auth__lead">{t("Register to check out and see your orders in one place.")}</p>
        <form className="form" onSubmit={submit} noValidate>
          <FormField label={t("Full name")} autoComplete="name" {...form.field("name")} />
          <FormField
            label={t("Email")}
            type="email"
            autoComplete="email"
            {...form.field("email")}
          />
          <FormField
            label={t("Password")}
            type="password"
            autoComplete="new-password"
            minLength={8}
            {...form.field("password")}
          />
          <FormField
            label={t("Confirm password")}
            type="password"
            autoComplete="new-password"
            minLength={8}
            {...form.field("passwordConfirm")}
          />
          <CheckboxField
            label={<LegalLinks sentence={m("I agree to the {terms} and {privacy}")} />}
            {...form.checkbox("terms")}
          />
          <CheckboxField
            label={t("Send me offers and new arrivals by email")}
            {...form.checkbox("marketing")}
          />
          <div aria-live="polite" className="form__messages">
            {form.message && <p className="form__error">{form.message}</p>}
          </div>
          <button type="submit" className="button button--block" disabled={busy}>
            {busy ? t("Creating account…") : created ? t("Account created") : t("Create Account")}
          </button>
        </form>
        <OtherWaysIn onError={form.fail} to={redirect ?? "/home"}>
          {t("Already have an account?")}{" "}
          <Link to="/login" search={{ redirect }}>
            {t("Sign in")}
          </Link>
        </OtherWaysIn>
      </div>
    </section>
  );
}
