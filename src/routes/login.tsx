import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "../features/account/login-screen";

export const Route = createFileRoute("/login")({
  component: LoginScreen,
});
