/**
 * Which screen /admin draws for its path: `/admin` the day's to-dos, `/admin/orders` the list,
 * `/admin/orders/<id>` one order, and so on. The route files carry only titles and URL rules
 * (admin-search.ts); every screen is in the one lazily loaded admin chunk.
 */
import { useRouterState, useSearch } from "@tanstack/react-router";
import { readAdminSearch } from "./admin-search";
import { CatalogueScreen } from "./catalogue-screen";
import { CategoriesScreen } from "./categories-screen";
import { CustomersScreen } from "./customers-screen";
import { DashboardScreen } from "./dashboard-screen";
import { DeliveryScreen } from "./delivery-screen";
import { MessagesScreen } from "./messages-screen";
import { OrderScreen } from "./order-screen";
import { OrdersScreen } from "./orders-screen";
import { PackingSlipsScreen } from "./packing-slips-screen";
import { PricesScreen } from "./prices-screen";
import { ProductEditor } from "./product-editor";
import { SettingsScreen } from "./settings-screen";
import { StaffScreen } from "./staff-screen";

/** The screen of the current /admin path (the day's to-dos for an unknown one). */
export function AdminScreen() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const [screen = "", id] = path.replace(/^\/admin\/?/, "").split("/");
  if (screen === "orders") return id ? <OrderScreen orderId={id} /> : <OrdersRoute />;
  if (screen === "packing-slips") return <PackingSlipsRoute />;
  if (screen === "messages") return <MessagesScreen />;
  if (screen === "catalogue") {
    return id ? <ProductEditor productId={id === "new" ? undefined : id} /> : <CatalogueScreen />;
  }
  if (screen === "customers") return <CustomersRoute />;
  if (screen === "categories") return <CategoriesScreen />;
  if (screen === "delivery") return <DeliveryScreen />;
  if (screen === "prices") return <PricesScreen />;
  if (screen === "settings") return <SettingsScreen />;
  if (screen === "staff") return <StaffScreen />;
  return <DashboardScreen />;
}

function OrdersRoute() {
  return <OrdersScreen search={readAdminSearch(useSearch({ strict: false }))} />;
}

function CustomersRoute() {
  return <CustomersScreen search={readAdminSearch(useSearch({ strict: false })).q} />;
}

function PackingSlipsRoute() {
  return <PackingSlipsScreen search={readAdminSearch(useSearch({ strict: false }))} />;
}
