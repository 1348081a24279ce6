import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { requireSignedIn } from "../features/account/guards";
import { ProfileScreen } from "../features/account/profile-screen";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/profile")({
  head: () => pageHead("My profile", "Your Island Imports orders and account."),
  // ?order=NUMBER: that order opened (a notification's tap, src/sw-push.ts)
  // ?quote=ID: that quote shown (the quote's mail and push, pb_hooks/lib/quote-notices.js)
  validateSearch: v.object({
    order: v.fallback(v.optional(v.string()), undefined),
    quote: v.fallback(v.optional(v.string()), undefined),
  }),
  beforeLoad: requireSignedIn,
  component: ProfileScreen,
});
