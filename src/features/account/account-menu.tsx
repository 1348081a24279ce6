import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { greetingName, sessionUserAtom } from "./session-atoms";

export function AccountMenu() {
  const user = useAtomValue(sessionUserAtom);
  if (!user) {
    return (
      <div className="account-menu">
        <Link to="/login" className="account-menu__link">
          Sign In
        </Link>
        <Link to="/register" className="account-menu__link account-menu__link--strong">
          Register
        </Link>
      </div>
    );
  }
  return (
    <div className="account-menu">
      <span className="account-menu__greeting">Hi, {greetingName(user)}</span>
      <Link to="/profile" className="account-menu__link">
        My Profile
      </Link>
      <Link to="/profile" className="account-menu__link">
        My Orders
      </Link>
    </div>
  );
}
