import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { ResetPasswordScreen } from "../features/account/reset-password-screen";
import { pageHead } from "../lib/seo";

// The link of a password-reset email: /reset-password?token=... (a bad URL means no token).
const searchSchema = v.object({
  token: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute("/reset-password")({
  head: () =>
    pageHead("Choose a new password", "Set a new password for your Island Imports account."),
  validateSearch: searchSchema,
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordScreen token={token} />;
  },
});
