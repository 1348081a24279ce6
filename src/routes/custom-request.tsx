import { createFileRoute } from "@tanstack/react-router";
import { CustomRequestScreen } from "../features/forms/custom-request-screen";

export const Route = createFileRoute("/custom-request")({
  component: CustomRequestScreen,
});
