import { createFileRoute } from "@tanstack/react-router";

// Every /admin/… screen: the layout (admin.tsx) draws the one its path names, and reads its
// search parameters with their rules (src/features/admin/admin-search.ts).
export const Route = createFileRoute("/admin/$")({});
