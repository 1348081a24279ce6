/**
 * /admin's tabs, sized for a phone held in one hand: at 390 px the daily screens (Today,
 * Orders, Messages, Catalogue) sit in one row with a "More" menu for the occasional ones
 * (customers, which staff see too; the owner's categories, delivery, prices, settings, staff);
 * a wide screen shows every tab in the row. Nothing scrolls sideways: a tab out of sight is a tab the owner never finds.
 */
import { useRouterState } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { AdminLink } from "./admin-link";
import { unseenAtom } from "./admin-live";
import "./admin-nav.css";

interface Screen {
  path: string;
  label: string;
  /** only the owner (a superuser) sees and uses it */
  owner: boolean;
}

const DAILY: readonly Screen[] = [
  { path: "", label: "Today", owner: false },
  { path: "orders", label: "Orders", owner: false },
  { path: "messages", label: "Messages", owner: false },
  { path: "catalogue", label: "Catalogue", owner: false },
];

const OCCASIONAL: readonly Screen[] = [
  { path: "customers", label: "Customers", owner: false },
  { path: "categories", label: "Categories", owner: true },
  { path: "delivery", label: "Delivery", owner: true },
  { path: "prices", label: "Prices", owner: true },
  { path: "settings", label: "Settings", owner: true },
  { path: "staff", label: "Staff", owner: true },
];

export function AdminNav({ owner }: { owner: boolean }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const section = pathname.replace(/^\/admin\/?/, "").split("/")[0] ?? "";
  const more = OCCASIONAL.filter((screen) => owner || !screen.owner);
  const inMore = more.find((screen) => screen.path === section);
  return (
    <nav className="admin-nav" aria-label="Admin">
      {DAILY.map((screen) => (
        <Tab key={screen.path} screen={screen} current={section === screen.path} />
      ))}
      {more.length > 0 && <MoreMenu screens={more} current={inMore} />}
    </nav>
  );
}

function Tab({
  screen,
  current,
  onChoose,
}: {
  screen: Screen;
  current: boolean;
  onChoose?: () => void;
}) {
  const unseen = useAtomValue(unseenAtom);
  const badge = screen.path === "orders" && unseen > 0 ? unseen : 0;
  return (
    <AdminLink
      path={screen.path}
      className="admin-nav__link"
      aria-current={current ? "page" : undefined}
      onClick={onChoose}
    >
      {screen.label}
      {badge > 0 && (
        <span className="admin-nav__badge">
          {badge}
          <span className="visually-hidden"> new</span>
        </span>
      )}
    </AdminLink>
  );
}

/** A button that opens the rest of the tabs below the bar (shown inline on wide screens). */
function MoreMenu({ screens, current }: { screens: readonly Screen[]; current?: Screen }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event.target instanceof Node && box.current?.contains(event.target)) {
        if (event.type === "pointerdown") return;
      }
      setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
  return (
    <div className="admin-nav__more" ref={box}>
      <button
        type="button"
        className="admin-nav__link admin-nav__toggle"
        aria-expanded={open}
        aria-controls="admin-more"
        aria-current={current ? "page" : undefined}
        onClick={() => setOpen(!open)}
      >
        {current ? current.label : "More"}
        <span aria-hidden="true" className="admin-nav__caret" />
      </button>
      <div id="admin-more" className="admin-nav__menu" data-open={open}>
        {screens.map((screen) => (
          <Tab
            key={screen.path}
            screen={screen}
            current={current?.path === screen.path}
            onChoose={() => setOpen(false)}
          />
        ))}
      </div>
    </div>
  );
}
