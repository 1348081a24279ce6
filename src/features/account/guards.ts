import { redirect } from "@tanstack/react-router";
import { sessionUser } from "../../backend/session";

/** Route `beforeLoad` for signed-in pages: visitors are sent home. */
export function requireSignedIn(): void {
  if (!sessionUser()) throw redirect({ to: "/home", replace: true });
}
