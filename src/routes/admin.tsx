import { createFileRoute } from "@tanstack/react-router";
import { AdminLayout } from "../features/admin/admin-layout";
import { pageHead } from "../lib/seo";

// The owner's and staff's side (docs/owner-guide.md). Its code, screens and titles are
// one chunk loaded only here (src/features/admin/admin-screens.tsx).
export const Route = createFileRoute("/admin")({
  head: () => pageHead("Admin", "The shop's orders, payments, messages, stock and settings."),
  component: AdminLayout,
});
