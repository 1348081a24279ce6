import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useT } from "../../hooks/use-t";
import { greetingName, sessionUserAtom } from "./session-atoms";

export function AccountMenu() {
  const t = useT();
  const user = useAtomValue(sessionUserAtom);
  if (!user) {
    return (
      <div className="account-menu">
        <Link to="/login" className="account-menu__link">
          {t("Sign In")}
        </Link>
        <Link to="/register" className="account-menu__link account-menu__link--strong">
          {t("Register")}
        </Link>
      </div>
    );
  }
  return (
    <div className="account-menu">
      <span className="account-menu__greeting">
        {t("Hi, {name}", { name: greetingName(user) })}
      </span>
      <Link to="/profile" className="account-menu__link">
        {t("My Profile")}
      </Link>
      <Link to="/profile" className="account-menu__link">
        {t("My Orders")}
      </Link>
    </div>
  );
}
