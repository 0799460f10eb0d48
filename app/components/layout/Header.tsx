import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { useT } from "~/i18n/i18n";
import type { Business } from "../../../lib/business";
import type { Category } from "../../../lib/catalog-types";
import { AccountMenu } from "../account/AccountMenu";
import { CartButton } from "../account/CartButton";
import { useCustomer } from "../account/customer";
import { Icon } from "../ui/Icon";
import { LanguageSwitch } from "./LanguageSwitch";
import { PromoStrip } from "./PromoStrip";
import { ProductsDisclosure, Sidebar, siteLinks } from "./Sidebar";

// The search dialog is loaded on first use, keeping it out of every page's first load.
const SearchDialog = lazy(() => import("./SearchDialog"));

// Between a phone and a wide screen the header shows these as icons; from 1024 px the menu row names them.
const iconLinks = [
  ["/", "home", "home"],
  ["/about-us", "aboutUs", "info"],
  ["/contact-us", "contact", "phone"],
] as const;

/**
 * The header on every route: logo, main links, search, cart, and the navigation (the phone's
 * sidebar below 1024 px, a menu row from 1024 px up; docs/storefront.md, "Routes and layout").
 */
export function Header({ business, categories }: { business?: Business; categories: Category[] }) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const customer = useCustomer();
  const name = business?.name ?? "";
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      {customer && <PromoStrip />}
      <div className="container-page flex h-16 items-center gap-1">
        <button
          type="button"
          className="icon-btn lg:hidden"
          aria-label={t.nav.openMenu}
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" />
        </button>
        <Link
          to="/"
          className="mr-auto flex min-h-11 min-w-0 items-center gap-2"
          aria-label={`${name} – ${t.nav.home}`}
        >
          <img src="/images/logo.svg" alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
          <span className="hidden truncate text-lg font-bold leading-tight text-brand-900 sm:block">
            {name}
          </span>
        </Link>
        <nav aria-label={t.nav.mainLinks} className="flex items-center gap-1">
          {iconLinks.map(([to, key, icon]) => (
            <NavLink
              key={to}
              to={to}
              className="icon-btn hidden sm:inline-flex lg:hidden"
              title={t.nav[key]}
              aria-label={t.nav[key]}
              end
            >
              <Icon name={icon} />
            </NavLink>
          ))}
          <LanguageSwitch className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline" />
          <button
            type="button"
            className="icon-btn"
            title={t.nav.search}
            aria-label={t.nav.openSearch}
            aria-haspopup="dialog"
            onClick={() => setSearchOpen(true)}
          >
            <Icon name="search" />
          </button>
          {customer ? (
            <CartButton />
          ) : (
            <Link to="/login" className="icon-btn" title={t.nav.cart} aria-label={t.nav.cart}>
              <Icon name="cart" />
            </Link>
          )}
          {customer ? (
            <AccountMenu />
          ) : (
            // A guest sees the way in, in words: an icon alone is missed on a small screen.
            <Link
              to="/login"
              className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {t.nav.login}
            </Link>
          )}
        </nav>
      </div>
      <SiteMenu categories={categories} signedIn={Boolean(customer)} />
      <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} categories={categories} />
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}

const menuLink =
  "inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-medium text-stone-900 hover:bg-brand-50 aria-[current=page]:text-brand-800 aria-[current=page]:underline underline-offset-4";

/** The wide screen's navigation: every entry of the phone's sidebar, in one row, by keyboard too. */
function SiteMenu({ categories, signedIn }: { categories: Category[]; signedIn: boolean }) {
  const t = useT();
  return (
    <nav aria-label={t.nav.siteMenu} className="hidden border-t border-stone-200 lg:block">
      <ul className="container-page flex flex-wrap items-center gap-1 py-1">
        <li>
          <NavLink to="/" className={menuLink} end>
            {t.nav.home}
          </NavLink>
        </li>
        <li>
          <ProductsMenu categories={categories} />
        </li>
        {siteLinks(t, signedIn).map(([to, label]) => (
          <li key={label}>
            <NavLink to={to} className={menuLink}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Products: a disclosure button with the categories below it. Escape closes it and gives the
 * focus back to the button; so does a click outside, tabbing out, or choosing a category.
 */
function ProductsMenu({ categories }: { categories: Category[] }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // A click or the focus landing anywhere outside closes it.
    const onOutside = (e: Event) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("mousedown", onOutside);
    document.addEventListener("focusin", onOutside);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onOutside);
      document.removeEventListener("focusin", onOutside);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <div ref={wrapper} className="relative">
      <ProductsDisclosure
        categories={categories}
        open={open}
        onToggle={() => setOpen((o) => !o)}
        onChoose={() => setOpen(false)}
        buttonRef={button}
        classes={{
          button: menuLink,
          list: "absolute left-0 z-40 mt-1 w-64 rounded-md border border-stone-200 bg-white py-1 shadow-lg",
          link: "flex min-h-11 items-center px-4 text-sm font-medium hover:bg-brand-50 aria-[current=page]:text-brand-800",
        }}
      />
    </div>
  );
}
