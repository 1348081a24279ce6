import { createFileRoute } from "@tanstack/react-router";
import { HomeScreen } from "../features/catalogue/home-screen";
import { pageHead, SITE_NAME } from "../lib/seo";

export const Route = createFileRoute("/home")({
  head: () => pageHead(SITE_NAME),
  component: HomeScreen,
});
