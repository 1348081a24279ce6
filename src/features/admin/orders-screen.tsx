/**
 * The order list: newest first, one tab per status with its count, search by order number,
 * name or phone, a date range, and a checkbox on each order to print packing slips for several
 * at once. Reads the device's copy, so it works offline; new orders appear live.
 */
import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useEffect, useMemo, useState } from "react";
import type { AdminOrder } from "../../lib/admin-types";
import { adminStatusLabel, ORDER_VIEWS, type OrderListQuery } from "../../shared/admin-orders";
import { formatLkr } from "../../shared/money";
import { shownStatus } from "../../shared/orders";
import { statusTone } from "../orders/order-status";
import { countOf, shortDateTime } from "./admin-format";
import { AdminLink } from "./admin-link";
import { unseenAtom } from "./admin-live";
import type { AdminSearch } from "./admin-search";
import { useOrderList } from "./use-order-list";

const PAGE = 30;

/** The list's part of the URL, without what is left at its default. */
function listSearch(search: AdminSearch, next: Partial<AdminSearch>): Partial<AdminSearch> {
  const { view, q, from, to } = { ...search, ...next };
  return {
    ...(view !== "all" ? { view } : {}),
    ...(q ? { q } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
const SEARCH_DELAY_MS = 300;

export function OrdersScreen({ search }: { search: AdminSearch }) {
  const navigate = useNavigate({ from: "/admin/$" });
  const view = ORDER_VIEWS.find((known) => known.key === search.view)?.key ?? "all";
  const query: OrderListQuery = useMemo(
    () => ({ view, search: search.q, from: search.from, to: search.to }),
    [view, search.q, search.from, search.to],
  );
  const [limit, setLimit] = useState(PAGE);
  const [typed, setTyped] = useState(search.q);
  const [selected, setSelected] = useState<string[]>([]);
  const { cached, counts, source } = useOrderList(query, limit);
  const clearUnseen = useSetAtom(unseenAtom);
  // Looking at the list is seeing what is new.
  useEffect(() => clearUnseen(0));

  const setSearch = (next: Partial<AdminSearch>) =>
    void navigate({ search: listSearch(search, next), replace: true });

  // Typing searches after a short pause, without a button.
  useEffect(() => {
    if (typed === search.q) return;
    const timer = setTimeout(() => setSearch({ q: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const orders = cached?.orders ?? [];

  return (
    <section className="admin-page" aria-labelledby="orders-title">
      <h1 id="orders-title">Orders</h1>
      <div className="order-filters">
        <label className="order-filters__search">
          <span className="visually-hidden">Search orders</span>
          <input
            type="search"
            className="field__input"
            placeholder="Order number, name or phone"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <fieldset className="order-filters__dates">
          <legend className="visually-hidden">Placed between</legend>
          <label>
            From
            <input
              type="date"
              className="field__input"
              value={search.from}
              onChange={(event) => setSearch({ from: event.target.value })}
            />
          </label>
          <label>
            To
            <input
              type="date"
              className="field__input"
              value={search.to}
              onChange={(event) => setSearch({ to: event.target.value })}
            />
          </label>
        </fieldset>
      </div>
      <nav className="order-views" aria-label="Order status">
        {ORDER_VIEWS.map((tab) => (
          <AdminLink
            key={tab.key}
            path="orders"
            search={listSearch(search, { view: tab.key })}
            replace
            className="order-views__tab"
            aria-current={query.view === tab.key ? "page" : undefined}
          >
            {tab.label}
            {counts && <span className="order-views__count">{counts[tab.key]}</span>}
          </AdminLink>
        ))}
      </nav>
      <p className="admin-note" role="status">
        {source === "device" && cached
          ? `Offline: the ${countOf(cached.total, "matching order", "matching orders")} saved on this device.`
          : ""}
      </p>
      {cached && orders.length === 0 && (
        <p className="admin-empty">
          {source === "loading" ? "Loading orders…" : "No orders here."}
        </p>
      )}
      <ul className="order-rows" aria-label="Orders">
        {orders.map((order) => (
          <OrderRow
            key={order.id}
            order={order}
            selected={selected.includes(order.id)}
            onToggle={() => toggle(order.id)}
          />
        ))}
      </ul>
      {cached && (counts ? counts[query.view] : cached.total) > orders.length && (
        <button
          type="button"
          className="button button--secondary admin-more"
          onClick={() => setLimit((n) => n + PAGE)}
        >
          Show more
        </button>
      )}
      {selected.length > 0 && (
        <section className="selection-bar" aria-label="Selected orders">
          <span>{selected.length} selected</span>
          <button type="button" className="link-button" onClick={() => setSelected([])}>
            Clear
          </button>
          <AdminLink
            path="packing-slips"
            search={{ ids: selected.join(","), paper: "a4" }}
            className="button"
          >
            Packing slips
          </AdminLink>
        </section>
      )}
    </section>
  );
}

function OrderRow({
  order,
  selected,
  onToggle,
}: {
  order: AdminOrder;
  selected: boolean;
  onToggle: () => void;
}) {
  const status = shownStatus(order);
  const name = `${order.customerInfo.firstName} ${order.customerInfo.lastName}`.trim();
  return (
    <li className={`order-row${selected ? " order-row--selected" : ""}`}>
      <input
        type="checkbox"
        className="order-row__check"
        checked={selected}
        onChange={onToggle}
        aria-label={`Select ${order.orderNumber} for packing slips`}
      />
      <AdminLink path={`orders/${order.id}`} className="order-row__link">
        <span className="order-row__number">{order.orderNumber}</span>
        <span className="order-row__when">{shortDateTime(order.created)}</span>
        <span className="order-row__who">
          {name || order.userName}
          {order.customerInfo.phone && <span> · {order.customerInfo.phone}</span>}
        </span>
        <span className={`admin-status admin-status--${statusTone(status)}`}>
          {adminStatusLabel(order)}
        </span>
        <span className="order-row__total">{formatLkr(order.total)}</span>
      </AdminLink>
    </li>
  );
}
