import { Link, useRouterState } from "@tanstack/react-router";
import { memo, useEffect, useRef, useState } from "react";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { m } from "../../lib/i18n/i18n";
import { nameIn } from "../../lib/i18n/local-name";
import { useCategories } from "../../offline/catalogue-hooks";
import { AccountMenu } from "../account/account-menu";
import { OutboxIndicator } from "../outbox/outbox-indicator";
import { InstallButton } from "../pwa/install-button";
import { OfflineIndicator } from "../pwa/offline-indicator";
import { CartLink } from "./cart-link";
import { LanguageChoice } from "./language-choice";
import { SearchBox, SearchBoxView } from "./search-box";
import { TopBar } from "./top-bar";

const NAV = [
  { to: "/home", label: m("Home") },
  { to: "/products", label: m("Categories") },
  { to: "/about", label: m("About") },
  { to: "/contact", label: m("Contact") },
] as const;

/**
 * Wide screens: logo, search, account and cart in one row, nav links below.
 * Phones (<= 768 px): menu button, logo and cart; the search gets its own row, shared with the
 * offline, outbox and install buttons when they show; the nav links and the account menu fold
 * into the menu, which Escape closes. The catalogue's categories follow the links (wide: in the
 * same row, after them, so their arrival moves nothing; phones: in the menu).
 */
export function SiteHeader() {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Any navigation (a link in the menu, search, back button) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open menu and puts focus back on the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <MemoTopBar />
      <div className="site-header__main container">
        <button
          ref={toggleRef}
          type="button"
          className="icon-button site-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={t("Menu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? "close" : "menu"} size={24} />
        </button>
        <HeaderTools />
      </div>
      <nav
        id="site-nav"
        className={`site-nav${menuOpen ? " site-nav--open" : ""}`}
        aria-label={t("Main")}
      >
        <NavContents />
      </nav>
    </header>
  );
}

// The menu button redraws only itself and the menu's frame: what is inside them does not depend
// on the menu being open (docs/decisions/0023-taps-answer-at-once.md).
const MemoTopBar = memo(TopBar);

/** Logo, search, status buttons, account and cart. */
const HeaderTools = memo(function HeaderTools() {
  const t = useT();
  return (
    <>
      <Link to="/home" className="logo" aria-label={t("Island Imports home")}>
        <LogoMark />
      </Link>
      <SearchBox className="site-header__search" id="site-search" />
      {/* phones give these their own place beside the search, so the shop name keeps its room */}
      <div className="site-header__status">
        <OfflineIndicator />
        <OutboxIndicator />
        <InstallButton />
      </div>
      <div className="site-header__actions">
        <AccountMenu />
        <CartLink />
      </div>
    </>
  );
});

/** The shop's mark and name. */
function LogoMark() {
  return (
    <>
      <span className="logo__mark" aria-hidden="true">
        ii
      </span>
      <span className="logo__text">Island Imports</span>
    </>
  );
}

/**
 * The header as index.html's static shell paints it before the app runs
 * (src/features/layout/shell-markup.tsx): its rows at their heights, the menu button, the logo
 * and a search box that works without the app; what needs the app (settings, account, cart,
 * categories) comes with the app's own header.
 */
export function BootHeader() {
  return (
    <div className="site-header">
      <div className="top-bar">
        <div className="container top-bar__inner" />
      </div>
      <div className="site-header__main container">
        <span className="icon-button site-header__menu-toggle">
          <Icon name="menu" size={24} />
        </span>
        <span className="logo">
          <LogoMark />
        </span>
        <SearchBoxView className="site-header__search" id="boot-search" value="" onChange={noop} />
      </div>
      <div className="site-nav">
        <div className="container site-nav__inner">
          <span className="site-nav__link" />
        </div>
      </div>
    </div>
  );
}

const noop = () => {};

/** Phones (<= 768 px, layout.css): the nav folds into the menu, which lays out nothing closed. */
const foldsIntoMenu = () => window.matchMedia("(max-width: 768px)").matches;

/** The links, the catalogue's categories and (phones) the account menu. */
const NavContents = memo(function NavContents() {
  const t = useT();
  const categories = useCategories();
  return (
    <div className="container site-nav__inner">
      {NAV.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          className="site-nav__link"
          activeProps={{ className: "site-nav__link site-nav__link--active" }}
        >
          {t(item.label)}
        </Link>
      ))}
      {categories && categories.length > 0 && (
        <ul
          className="site-nav__categories"
          aria-label={t("Shop by category")}
          data-heading={t("Shop by category")}
        >
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to="/products"
                search={{ category: category.id }}
                className="site-nav__category"
              >
                {nameIn(category)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LanguageChoice className="site-nav__language" whenNearScreen={foldsIntoMenu()} />
      <div className="site-nav__account">
        <AccountMenu />
      </div>
    </div>
  );
});
