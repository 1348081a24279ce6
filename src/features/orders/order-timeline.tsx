/** An order's steps, oldest first, as a small vertical timeline with the shop's notes. */

import { useT } from "../../hooks/use-t";
import { formatDate } from "../../lib/i18n/dates";
import type { OrderHistoryEntry } from "../../lib/types";
import { statusTone } from "./order-status";
import "./orders.css";

const WHEN = { dateStyle: "medium", timeStyle: "short" } as const;

export function OrderTimeline({ history }: { history: OrderHistoryEntry[] }) {
  const t = useT();
  if (history.length === 0) return null;
  return (
    <ol className="timeline" aria-label={t("Order history")}>
      {history.map((entry, index) => {
        const at = Date.parse(entry.at);
        return (
          <li
            key={`${entry.status}-${entry.at}`}
            className={`timeline__step timeline__step--${statusTone(entry.status)}`}
            aria-current={index === history.length - 1 ? "step" : undefined}
          >
            <span className="timeline__status">{t(entry.status)}</span>
            {!Number.isNaN(at) && <time dateTime={entry.at}>{formatDate(at, WHEN)}</time>}
            {entry.note && <span className="timeline__note">{entry.note}</span>}
          </li>
        );
      })}
    </ol>
  );
}
