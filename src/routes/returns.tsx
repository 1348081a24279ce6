import { createFileRoute } from "@tanstack/react-router";
import { ReturnsScreen } from "../features/content/returns-screen";

export const Route = createFileRoute("/returns")({
  component: ReturnsScreen,
});
