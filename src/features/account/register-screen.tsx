import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { register } from "../../backend/session";
import { CheckboxField, FormField } from "../../components/form-field";
import { type RegisterInput, validateRegister } from "../../lib/validation/account";
import { LegalLinks } from "../checkout/legal-modals";
import { showToast } from "../toast/toast-atoms";
import { REGISTER_SUCCESS, registerErrorMessage } from "./auth-errors";
import { GoogleButton } from "./google-button";
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

export function RegisterScreen() {
  const router = useRouter();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const check = validateRegister(values);
  const errors = tried && !check.ok ? check.fieldErrors : {};
  // The form message follows the fields live; a server answer stays until the next attempt.
  const shown = error || (tried && !check.ok ? check.message : "");
  const set = (patch: Partial<RegisterInput>) => setValues((v) => ({ ...v, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!check.ok) return setError("");
    setError("");
    setBusy(true);
    try {
      await register(check.values);
    } catch (failure) {
      setBusy(false);
      return setError(registerErrorMessage(failure));
    }
    setValues(EMPTY);
    setTried(false);
    // Spec: back to the previous page once the success toast hides (the cart, for a guest).
    await showToast(REGISTER_SUCCESS, "success", REGISTER_TOAST_MS);
    setBusy(false);
    if (window.history.length > 1) router.history.back();
    else await navigate({ to: "/home" });
  }

  return (
    <section className="page container auth" aria-labelledby="register-title">
      <div className="auth__card">
        <h1 id="register-title">Create your account</h1>
        <p className="auth__lead">Register to check out and see your orders in one place.</p>
        <form className="form" onSubmit={submit} noValidate>
          <FormField
            label="Full name"
            name="name"
            autoComplete="name"
            value={values.name}
            error={errors.name}
            onChange={(e) => set({ name: e.target.value })}
          />
          <FormField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(e) => set({ email: e.target.value })}
          />
          <FormField
            label="Password"
            type="password"
            name="password"
            autoComplete="new-password"
            minLength={8}
            value={values.password}
            error={errors.password}
            onChange={(e) => set({ password: e.target.value })}
          />
          <FormField
            label="Confirm password"
            type="password"
            name="passwordConfirm"
            autoComplete="new-password"
            minLength={8}
            value={values.passwordConfirm}
            error={errors.passwordConfirm}
            onChange={(e) => set({ passwordConfirm: e.target.value })}
          />
          <CheckboxField
            name="terms"
            label={<LegalLinks lead="I agree to the" />}
            checked={values.terms}
            error={errors.terms}
            onChange={(terms) => set({ terms })}
          />
          <CheckboxField
            name="marketing"
            label="Send me offers and new arrivals by email"
            checked={values.marketing}
            onChange={(marketing) => set({ marketing })}
          />
          <div aria-live="polite" className="form__messages">
            {shown && <p className="form__error">{shown}</p>}
          </div>
          <button type="submit" className="button button--block" disabled={busy}>
            {busy ? "Creating account…" : "Create Account"}
          </button>
        </form>
        <p className="auth__divider">
          <span>or</span>
        </p>
        <GoogleButton onError={setError} />
        <p className="auth__switch">
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </div>
    </section>
  );
}
