import { createFileRoute } from "@tanstack/react-router";
import { FaqScreen } from "../features/content/faq-screen";

export const Route = createFileRoute("/faq")({
  component: FaqScreen,
});
