/**
 * The owner's sales at a glance: orders and revenue today, over 7 and 30 days (Sri Lanka days;
 * revenue is the money received less the refunds, so an unpaid order counts nothing), the
 * refunds as their own line, each status's share, what awaits payment, the five best
 * sellers of 30 days, and the orders of a date range as a CSV for the accountant.
 */
import { type FormEvent, useEffect, useState } from "react";
import { fetchOrdersCsv, fetchSales } from "../../backend/admin-shop";
import type { Sales, SalesPeriod } from "../../lib/admin-types";
import { formatLkr } from "../../shared/money";
import { ORDER_STATUSES } from "../../shared/orders";
import { countOf, sriLankaDay } from "./admin-format";

const PERIODS = [
  ["today", "Today"],
  ["last7Days", "Last 7 days"],
  ["last30Days", "Last 30 days"],
] as const;

export function SalesPanel({ refreshKey }: { refreshKey: number }) {
  const [sales, setSales] = useState<Sales>();
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey asks for the figures again
  useEffect(() => {
    let current = true;
    fetchSales().then(
      (next) => {
        if (!current) return;
        setSales(next);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [refreshKey]);

  return (
    <section className="sales" aria-labelledby="sales-title">
      <h2 id="sales-title">Sales</h2>
      {!sales && (
        <p className="admin-note">
          {failed ? "The figures show when you are online." : "Loading the figures…"}
        </p>
      )}
      {sales && (
        <>
          <div className="sales__periods">
            {PERIODS.map(([key, label]) => (
              <Period key={key} label={label} period={sales[key]} />
            ))}
          </div>
          <div className="sales__row">
            <div className="admin-panel">
              <h3>Awaiting payment</h3>
              <p className="sales__big">
                {countOf(sales.awaitingPayment.orders, "order", "orders")}
              </p>
              <p>
                {formatLkr(sales.awaitingPayment.total)} in all, advances due{" "}
                {formatLkr(sales.awaitingPayment.advance)}
              </p>
            </div>
            <div className="admin-panel">
              <h3>Best sellers, 30 days</h3>
              {sales.topProducts.length === 0 ? (
                <p className="admin-note">No sales yet.</p>
              ) : (
                <ol className="sales__top">
                  {sales.topProducts.map((product) => (
                    <li key={product.id}>
                      <span>{product.name}</span>
                      <span>
                        {product.quantity} sold · {formatLkr(product.revenue)}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </div>
        </>
      )}
      <CsvExport />
    </section>
  );
}

function Period({ label, period }: { label: string; period: SalesPeriod }) {
  return (
    <div className="admin-panel sales__period">
      <h3>{label}</h3>
      <p className="sales__big" data-testid="sales-revenue">
        {formatLkr(period.revenue)}
      </p>
      <p className="sales__orders">{countOf(period.orders, "order", "orders")}</p>
      <dl className="sales__statuses">
        <div>
          <dt>Received</dt>
          <dd>{formatLkr(period.received)}</dd>
        </div>
        <div>
          <dt>Refunds</dt>
          <dd data-testid="sales-refunds">
            {period.refunds ? `− ${formatLkr(period.refunds)}` : formatLkr(0)}
          </dd>
        </div>
      </dl>
      <dl className="sales__statuses">
        {ORDER_STATUSES.filter((status) => period.byStatus[status]).map((status) => (
          <div key={status}>
            <dt>{status}</dt>
            <dd>
              {period.byStatus[status]?.orders} · {formatLkr(period.byStatus[status]?.total ?? 0)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function CsvExport() {
  const [from, setFrom] = useState(() => `${sriLankaDay().slice(0, 8)}01`);
  const [to, setTo] = useState(() => sriLankaDay());
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function download(event: FormEvent) {
    event.preventDefault();
    setError("");
    setBusy(true);
    try {
      const blob = await fetchOrdersCsv(from, to);
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `orders-${from}-to-${to}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-panel csv" onSubmit={download} aria-labelledby="csv-title">
      <h3 id="csv-title">Orders for the accountant</h3>
      <p className="admin-note">
        A spreadsheet (CSV) of the orders placed on these days; Excel opens it as it is.
      </p>
      <div className="csv__dates">
        <label>
          From
          <input
            type="date"
            className="field__input"
            value={from}
            required
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label>
          To
          <input
            type="date"
            className="field__input"
            value={to}
            required
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Preparing…" : "Download CSV"}
        </button>
      </div>
      <div aria-live="polite" className="form__messages">
        {error && <p className="form__error">{error}</p>}
      </div>
    </form>
  );
}
