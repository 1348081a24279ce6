import { createFileRoute } from "@tanstack/react-router";
import { AboutScreen } from "../features/content/about-screen";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/about")({
  head: () =>
    pageHead(
      "About us",
      "Island Imports buys authentic skin care, cosmetics, shoes, bags, action figures and snacks abroad and delivers them across Sri Lanka. Our story and mission.",
    ),
  component: AboutScreen,
});
