/**
 * /admin -> Customers: the shop's customers, searched by name, email or phone, newest buyer
 * first, 20 a page, each with their orders, what they have paid, their last order and the
 * shop's note (staff and owner only; the customer never sees it). Online only: the list is the
 * server's (pb_hooks/customers.pb.js), so offline it says so instead of showing an old copy.
 */
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { fetchCustomers } from "../../backend/admin-customers";
import { isResponseError } from "../../backend/client";
import type { CustomerPage } from "../../lib/admin-types";
import { countOf } from "./admin-format";
import { CustomerCard } from "./customer-card";
import "./customers.css";

const SEARCH_DELAY_MS = 300;
export const CUSTOMERS_OFFLINE = "Customers show when you are online.";

type Loaded = { kind: "page"; page: CustomerPage } | { kind: "failed"; message: string };

export function CustomersScreen({ search }: { search: string }) {
  const navigate = useNavigate({ from: "/admin/$" });
  const [typed, setTyped] = useState(search);
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>();
  // a new search (typed, or a link to a customer) starts at its first page
  const [pageOf, setPageOf] = useState(search);
  if (pageOf !== search) {
    setPageOf(search);
    setTyped(search);
    setPage(1);
  }
  // typing searches after a short pause, without a button
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(
      () => void navigate({ search: { q: typed }, replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  });
  useEffect(() => {
    let current = true;
    fetchCustomers(search, page).then(
      (answer) => current && setLoaded({ kind: "page", page: answer }),
      (error: unknown) => {
        const offline = !isResponseError(error) || error.status === 0;
        const message = offline ? CUSTOMERS_OFFLINE : "The customers could not be read.";
        if (current) setLoaded({ kind: "failed", message });
      },
    );
    return () => {
      current = false;
    };
  }, [search, page]);

  const list = loaded?.kind === "page" ? loaded.page : undefined;
  return (
    <section className="admin-page customers" aria-labelledby="customers-title">
      <h1 id="customers-title">Customers</h1>
      <label className="order-filters__search">
        <span className="visually-hidden">Search customers</span>
        <input
          type="search"
          className="field__input"
          placeholder="Name, email or phone"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      {!loaded && <p className="admin-note">Loading the customers…</p>}
      {loaded?.kind === "failed" && (
        <p className="admin-note" role="status">
          {loaded.message}
        </p>
      )}
      {list && (
        <p className="admin-note" role="status">
          {list.totalItems === 0
            ? "No customer matches that search."
            : countOf(list.totalItems, "customer", "customers")}
        </p>
      )}
      <ul className="customers__list" aria-label="Customers">
        {list?.items.map((customer) => (
          <CustomerCard key={customer.id} customer={customer} />
        ))}
      </ul>
      {list && list.totalPages > 1 && (
        <nav className="customers__pages" aria-label="Pages">
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span>
            Page {list.page} of {list.totalPages}
          </span>
          <button
            type="button"
            className="button button--secondary"
            disabled={page >= list.totalPages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
