import { createFileRoute, redirect } from "@tanstack/react-router";

// Spec section 2: the empty path redirects to home.
export const Route = createFileRoute("/")({
  beforeLoad: () => {
    throw redirect({ to: "/home", replace: true });
  },
});
