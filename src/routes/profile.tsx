import { createFileRoute } from "@tanstack/react-router";
import { requireSignedIn } from "../features/account/guards";
import { ProfileScreen } from "../features/account/profile-screen";

export const Route = createFileRoute("/profile")({
  beforeLoad: requireSignedIn,
  component: ProfileScreen,
});
