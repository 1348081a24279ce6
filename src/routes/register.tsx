import { createFileRoute } from "@tanstack/react-router";
import { RegisterScreen } from "../features/account/register-screen";
import { returnSearchSchema } from "../features/account/return-to";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/register")({
  head: () =>
    pageHead("Create an account", "Register to check out and follow your Island Imports orders."),
  validateSearch: returnSearchSchema,
  component: function RegisterRoute() {
    const { redirect } = Route.useSearch();
    return <RegisterScreen redirect={redirect} />;
  },
});
