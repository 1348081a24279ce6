import { createFileRoute } from "@tanstack/react-router";
import { ReturnsScreen } from "../features/content/returns-screen";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/returns")({
  head: () =>
    pageHead(
      "Returns and damaged goods",
      "Island Imports does not accept returns or refunds, but damaged goods reported within seven working days with an unboxing video are refunded or replaced.",
    ),
  component: ReturnsScreen,
});
