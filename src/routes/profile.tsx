import { createFileRoute } from "@tanstack/react-router";
import { requireSignedIn } from "../features/account/guards";
import { ProfileScreen } from "../features/account/profile-screen";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/profile")({
  head: () => pageHead("My profile", "Your Island Imports orders and account."),
  beforeLoad: requireSignedIn,
  component: ProfileScreen,
});
