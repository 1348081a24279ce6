import { createFileRoute } from "@tanstack/react-router";
import { CustomRequestScreen } from "../features/forms/custom-request-screen";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/custom-request")({
  head: () =>
    pageHead(
      "Request a custom order",
      "Can't find it in the shop? Tell us what you want and we will try to buy it for you abroad.",
    ),
  component: CustomRequestScreen,
});
