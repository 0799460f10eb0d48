import { lazy, Suspense, useState } from "react";
import { Link, NavLink } from "react-router";
import { en } from "~/messages/en";
import type { Business } from "../../../lib/business";
import type { CategoryItem } from "../../../lib/catalog-types";
import { useCustomer } from "../account/customer";
import { Icon } from "../ui/Icon";
import { PromoStrip } from "./PromoStrip";
import { Sidebar } from "./Sidebar";

// The search dialog is loaded on first use, keeping it out of every page's first load.
const SearchDialog = lazy(() => import("./SearchDialog"));

/** The header on every route: logo, main links, search, cart, and the mobile sidebar. */
export function Header({ business, categories }: { business?: Business; categories: CategoryItem[] }) {
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
          aria-label={en.nav.openMenu}
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" />
        </button>
        <Link
          to="/"
          className="mr-auto flex min-h-11 min-w-0 items-center gap-2"
          aria-label={`${name} – ${en.nav.home}`}
        >
          <img src="/images/logo.svg" alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
          <span className="hidden truncate text-lg font-bold leading-tight text-brand-900 sm:block">
            {name}
          </span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1">
          <NavLink
            to="/"
            className="icon-btn hidden sm:inline-flex"
            title={en.nav.home}
            aria-label={en.nav.home}
            end
          >
            <Icon name="home" />
          </NavLink>
          <NavLink
            to="/about-us"
            className="icon-btn hidden sm:inline-flex"
            title={en.nav.aboutUs}
            aria-label={en.nav.aboutUs}
          >
            <Icon name="info" />
          </NavLink>
          <NavLink
            to="/contact-us"
            className="icon-btn hidden sm:inline-flex"
            title={en.nav.contact}
            aria-label={en.nav.contact}
          >
            <Icon name="phone" />
          </NavLink>
          <button
            type="button"
            className="icon-btn"
            title={en.nav.search}
            aria-label={en.nav.openSearch}
            aria-haspopup="dialog"
            onClick={() => setSearchOpen(true)}
          >
            <Icon name="search" />
          </button>
          {customer ? (
            customer.cartButton
          ) : (
            <Link to="/login" className="icon-btn" title={en.nav.cart} aria-label={en.nav.cart}>
              <Icon name="cart" />
            </Link>
          )}
          {customer?.accountMenu}
        </nav>
      </div>
      <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} categories={categories} />
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
