/**
 * /admin's first screen: what needs doing now (slips to check, orders to ship, messages to
 * answer), for everyone; and for the owner the sales at a glance with the accountant's CSV.
 * Staff never see revenue (the server refuses them the figures too).
 */
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { fetchViewCounts } from "../../backend/admin-orders";
import { adminPb } from "../../backend/admin-session";
import { fetchOpenMessageCount } from "../../backend/admin-shop";
import type { OrderViewKey } from "../../shared/admin-orders";
import { PushSwitch, SHOP_ALERT_HINTS } from "../push/push-switch";
import { AdminLink } from "./admin-link";
import { liveConnectionAtom, messagesChangedAtom, unseenAtom } from "./admin-live";
import { useAdminAccount } from "./admin-session";
import { SalesPanel } from "./sales-panel";

interface Todo {
  view: OrderViewKey;
  title: string;
  hint: string;
}

const TODO: Todo[] = [
  {
    view: "slip",
    title: "Slips to check",
    hint: "Compare each slip with the advance, then Payment received.",
  },
  {
    view: "paid",
    title: "To pack and ship",
    hint: "Paid: print the packing slip, ship, add the tracking number.",
  },
  {
    view: "cod",
    title: "Cash on delivery to ship",
    hint: "No advance: print the packing slip and ship; the courier collects the total.",
  },
  { view: "shipped", title: "On the way", hint: "Mark Delivered when the courier confirms." },
  {
    view: "awaiting",
    title: "Awaiting payment",
    hint: "No slip yet: the customer may need a reminder.",
  },
];

export function DashboardScreen() {
  const account = useAdminAccount();
  const [counts, setCounts] = useState<Record<OrderViewKey, number>>();
  const [messages, setMessages] = useState<number>();
  const connection = useAtomValue(liveConnectionAtom);
  const unseen = useAtomValue(unseenAtom);
  const messagesChanged = useAtomValue(messagesChangedAtom);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new order, slip or reconnection asks again
  useEffect(() => {
    let current = true;
    fetchViewCounts({ view: "all", search: "", from: "", to: "" }).then(
      (next) => current && setCounts(next),
      () => undefined,
    );
    fetchOpenMessageCount().then(
      (next) => current && setMessages(next),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [connection, unseen, messagesChanged]);

  if (!account) return null;
  return (
    <div className="admin-page dashboard">
      <h1>{account.role === "owner" ? "Today" : `Hello, ${account.name.split(" ")[0]}`}</h1>
      <section aria-labelledby="todo-title">
        <h2 id="todo-title">What needs doing</h2>
        <ul className="todo">
          {TODO.map((todo) => (
            <li key={todo.view}>
              <AdminLink path="orders" search={{ view: todo.view }} className="todo__card">
                <span className="todo__count">{counts ? counts[todo.view] : "–"}</span>
                <span className="todo__title">{todo.title}</span>
                <span className="todo__hint">{todo.hint}</span>
              </AdminLink>
            </li>
          ))}
          <li>
            <AdminLink path="messages" className="todo__card">
              <span className="todo__count">{messages ?? "–"}</span>
              <span className="todo__title">Messages to answer</span>
              <span className="todo__hint">
                Contact messages and custom requests not handled yet.
              </span>
            </AdminLink>
          </li>
        </ul>
        {!counts && <p className="admin-note">The counts show when you are online.</p>}
      </section>
      {account.role === "owner" && <SalesPanel refreshKey={connection + unseen} />}
      <section aria-label="Notifications" className="dashboard__alerts">
        <PushSwitch
          label="Shop alerts on this device"
          hints={SHOP_ALERT_HINTS}
          owner="staff"
          client={adminPb()}
        />
      </section>
    </div>
  );
}
