import { createFileRoute } from "@tanstack/react-router";
import { FaqScreen } from "../features/content/faq-screen";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/faq")({
  head: () =>
    pageHead(
      "Frequently asked questions",
      "Answers about authenticity, 7-10 working day delivery, ordering, bank transfer payment, delivery fees and our no-returns policy at Island Imports.",
    ),
  component: FaqScreen,
});
