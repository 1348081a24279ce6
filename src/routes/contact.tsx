import { createFileRoute } from "@tanstack/react-router";
import { ContactScreen } from "../features/forms/contact-screen";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/contact")({
  head: () =>
    pageHead(
      "Contact us",
      "Call or WhatsApp Island Imports, email us or send a message. Open daily 8am-7pm IST.",
    ),
  component: ContactScreen,
});
