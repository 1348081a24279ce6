import { createFileRoute } from "@tanstack/react-router";
import { HomeScreen } from "../features/catalogue/home-screen";

export const Route = createFileRoute("/home")({
  component: HomeScreen,
});
