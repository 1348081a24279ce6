import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "../features/account/login-screen";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/login")({
  head: () => pageHead("Sign in", "Sign in to your Island Imports account."),
  component: LoginScreen,
});
