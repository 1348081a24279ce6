import { createFileRoute } from "@tanstack/react-router";
import { ContactScreen } from "../features/forms/contact-screen";

export const Route = createFileRoute("/contact")({
  component: ContactScreen,
});
