import { redirect } from "@tanstack/react-router";
import { pb } from "../../backend/client";

/** Route `beforeLoad` for signed-in pages: visitors are sent home (spec: Profile). */
export function requireSignedIn(): void {
  if (!pb().authStore.isValid) throw redirect({ to: "/home", replace: true });
}
