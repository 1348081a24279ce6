import { createRootRoute, Navigate, Outlet } from "@tanstack/react-router";
import { RouteHead } from "../features/layout/route-head";
import { SiteFooter } from "../features/layout/site-footer";
import { SiteHeader } from "../features/layout/site-header";
import { Toaster } from "../features/toast/toaster";

export const Route = createRootRoute({
  component: RootLayout,
  // Any unknown path redirects to home.
  notFoundComponent: () => <Navigate to="/home" replace />,
});

function RootLayout() {
  return (
    <>
      <RouteHead />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}
