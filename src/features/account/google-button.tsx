import { type ReactNode, useEffect, useState } from "react";
import { lookUpGoogleProvider, signInWithGoogle } from "../../backend/session";
import { useT } from "../../hooks/use-t";
import { showToast } from "../toast/toast-atoms";
import { GOOGLE_FAILED, GOOGLE_SUCCESS } from "./auth-errors";
import { type ReturnPath, useReturnTo } from "./return-to";

/** Federated sign-in through PocketBase's OAuth2 popup flow; success goes to `to`. */
export function GoogleButton({
  onError,
  to,
}: {
  onError: (message: string) => void;
  to: ReturnPath | "/home";
}) {
  const t = useT();
  const returnTo = useReturnTo();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void lookUpGoogleProvider();
  }, []);

  async function click() {
    setBusy(true);
    onError("");
    try {
      await signInWithGoogle();
      void showToast(GOOGLE_SUCCESS, "success");
      await returnTo(to);
    } catch {
      onError(GOOGLE_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button button--google" onClick={click} disabled={busy}>
      <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path
          fill="#EA4335"
          d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
        />
        <path
          fill="#FBBC05"
          d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
        />
      </svg>
      {t("Sign in with Google")}
    </button>
  );
}

/** Under the sign-in and register forms: "or", the Google button, and the way to the other form. */
export function OtherWaysIn({
  onError,
  to,
  children,
}: {
  onError: (message: string) => void;
  /** where a Google sign-in goes: the page the shopper came to sign in for, else home */
  to: ReturnPath | "/home";
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <p className="auth__divider">
        <span>{t("or")}</span>
      </p>
      <GoogleButton onError={onError} to={to} />
      <p className="auth__switch">{children}</p>
    </>
  );
}
