import { createFileRoute } from "@tanstack/react-router";
import { AboutScreen } from "../features/content/about-screen";

export const Route = createFileRoute("/about")({
  component: AboutScreen,
});
