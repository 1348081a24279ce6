import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { ResetPasswordScreen } from "../features/account/reset-password-screen";

// The link of a password-reset email: /reset-password?token=... (a bad URL means no token).
const searchSchema = v.object({
  token: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute("/reset-password")({
  validateSearch: searchSchema,
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordScreen token={token} />;
  },
});
