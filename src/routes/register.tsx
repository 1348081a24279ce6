import { createFileRoute } from "@tanstack/react-router";
import { RegisterScreen } from "../features/account/register-screen";

export const Route = createFileRoute("/register")({
  component: RegisterScreen,
});
