import { createRootRoute, Navigate, Outlet, useRouterState } from "@tanstack/react-router";
import { BelowTheFold } from "../features/layout/below-the-fold";
import { RouteHead } from "../features/layout/route-head";
import { SiteFooter } from "../features/layout/site-footer";
import { SiteHeader } from "../features/layout/site-header";
import { Toaster } from "../features/toast/toaster";
import { useT } from "../hooks/use-t";

export const Route = createRootRoute({
  component: RootLayout,
  // Any unknown path redirects to home.
  notFoundComponent: () => <Navigate to="/home" replace />,
});

function RootLayout() {
  const t = useT();
  // /admin draws its own frame (src/features/admin/admin-layout.tsx): no shop header there.
  const shop = useRouterState({
    select: (state) => !/^\/admin(\/|$)/.test(state.location.pathname),
  });
  return (
    <>
      <RouteHead />
      {shop && (
        <a className="skip-link" href="#main">
          {t("Skip to content")}
        </a>
      )}
      {shop && <SiteHeader />}
      {shop ? (
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
      ) : (
        <Outlet />
      )}
      {shop && (
        <BelowTheFold>
          <SiteFooter />
        </BelowTheFold>
      )}
      <Toaster />
    </>
  );
}
