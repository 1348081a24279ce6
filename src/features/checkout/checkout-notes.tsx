/** The checkout's two notes about the shopper's own details: signing in first, a saved address. */
import { Link } from "@tanstack/react-router";
import { tParts } from "../../components/t-parts";
import { useT } from "../../hooks/use-t";
import type { LastAddress } from "./use-last-address";

/**
 * At the top for a guest: ordering needs an account, and both ways in come back here with
 * everything typed (the draft, checkout-draft.ts).
 */
export function SignInFirst() {
  const t = useT();
  return (
    <p className="checkout__signin" data-testid="checkout-signin">
      {tParts(
        "Placing an order needs an account. {signIn} or {register}: what you type here is kept.",
        {
          signIn: (
            <Link to="/login" search={{ redirect: "/checkout" }}>
              {t("Sign in")}
            </Link>
          ),
          register: (
            <Link to="/register" search={{ redirect: "/checkout" }}>
              {t("create an account")}
            </Link>
          ),
        },
      )}
    </p>
  );
}

/** Beside a typed address that differs from the last order's: that one, as a choice. */
export function SavedAddressChoice({ saved, onUse }: { saved: LastAddress; onUse: () => void }) {
  const t = useT();
  const { address, city, district } = saved.address;
  const where = [address, city, district ? t(district) : ""].filter(Boolean).join(", ");
  return (
    <div className="checkout__saved-address">
      <p>{t("Your saved address: {address}", { address: where })}</p>
      <button type="button" className="button button--secondary" onClick={onUse}>
        {t("Use my saved address")}
      </button>
    </div>
  );
}
