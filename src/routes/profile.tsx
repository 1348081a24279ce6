import { createFileRoute } from "@tanstack/react-router";
import { ProfileScreen } from "../features/account/profile-screen";

export const Route = createFileRoute("/profile")({
  component: ProfileScreen,
});
