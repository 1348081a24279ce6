import { Link, useNavigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { type FormEvent, useEffect, useState } from "react";
import { Icon } from "../../components/icon";
import { activeAnnouncements } from "../../lib/settings-defaults";
import { useSettings } from "../../offline/hooks";
import { AccountMenu } from "../account/account-menu";
import { cartCountAtom } from "../cart/cart-atoms";

const ANNOUNCEMENT_ROTATE_MS = 4000;

const NAV = [
  { to: "/home", label: "Home" },
  { to: "/products", label: "Categories" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="site-header">
      <TopBar />
      <div className="site-header__main container">
        <button
          type="button"
          className="icon-button site-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? "close" : "menu"} />
        </button>
        <Link to="/home" className="logo" aria-label="Island Imports home">
          <span className="logo__mark" aria-hidden="true">
            ii
          </span>
          <span className="logo__text">Island Imports</span>
        </Link>
        <SearchBox className="site-header__search" />
        <div className="site-header__actions">
          <AccountMenu />
          <CartLink />
        </div>
      </div>
      <nav
        id="site-nav"
        className={`site-nav${menuOpen ? " site-nav--open" : ""}`}
        aria-label="Main"
      >
        <div className="container site-nav__inner">
          <SearchBox className="site-nav__search" />
          {NAV.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className="site-nav__link"
              activeProps={{ className: "site-nav__link site-nav__link--active" }}
              onClick={() => setMenuOpen(false)}
            >
              {item.label}
            </Link>
          ))}
        </div>
      </nav>
    </header>
  );
}

function TopBar() {
  const settings = useSettings();
  const announcements = activeAnnouncements(settings);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (announcements.length < 2) return;
    const timer = setInterval(() => setIndex((i) => i + 1), ANNOUNCEMENT_ROTATE_MS);
    return () => clearInterval(timer);
  }, [announcements.length]);
  const current = announcements.length ? announcements[index % announcements.length] : undefined;
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <a
          className="top-bar__phone"
          href={`https://wa.me/${settings.supportPhone.replace(/\D/g, "")}`}
        >
          <Icon name="message" size={16} /> {settings.supportPhone}
        </a>
        {current && (
          <p className="top-bar__announcement" aria-live="off">
            {current}
          </p>
        )}
      </div>
    </div>
  );
}

function SearchBox({ className }: { className: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    const query = value.trim();
    if (!query) return; // spec: blank input is ignored
    void navigate({ to: "/search", search: { query } });
  }
  return (
    <search className={className}>
      <form className="search-box" onSubmit={submit}>
        <input
          type="search"
          name="query"
          placeholder="Search skin care, shoes, snacks…"
          aria-label="Search products"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="search-box__button" aria-label="Search">
          <Icon name="search" />
        </button>
      </form>
    </search>
  );
}

function CartLink() {
  const count = useAtomValue(cartCountAtom);
  return (
    <Link to="/cart" className="icon-button cart-link" aria-label={`Cart, ${count} items`}>
      <Icon name="cart" size={22} />
      {count > 0 && (
        <span className="badge" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
