import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "../features/account/login-screen";
import { returnSearchSchema } from "../features/account/return-to";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/login")({
  head: () => pageHead("Sign in", "Sign in to your Island Imports account."),
  validateSearch: returnSearchSchema,
  component: function LoginRoute() {
    const { redirect } = Route.useSearch();
    return <LoginScreen redirect={redirect} />;
  },
});
