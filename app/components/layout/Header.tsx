import { Link, NavLink } from "react-router";
import { en } from "~/messages/en";
import type { Business } from "../../../lib/business";
import { Icon } from "../ui/Icon";

/** The header on every route: logo, main links, search and cart. */
export function Header({ business }: { business?: Business }) {
  const name = business?.name ?? "";
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-2">
        <Link
          to="/"
          className="mr-auto flex min-h-11 items-center gap-2"
          aria-label={`${name} – ${en.nav.home}`}
        >
          <img src="/images/logo.svg" alt="" width={40} height={40} className="h-10 w-10" />
          <span className="hidden text-lg font-bold leading-tight text-brand-900 sm:block">{name}</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1">
          <NavLink to="/" className="icon-btn" title={en.nav.home} aria-label={en.nav.home} end>
            <Icon name="home" />
          </NavLink>
          <NavLink to="/about-us" className="icon-btn" title={en.nav.aboutUs} aria-label={en.nav.aboutUs}>
            <Icon name="info" />
          </NavLink>
          <NavLink to="/contact-us" className="icon-btn" title={en.nav.contact} aria-label={en.nav.contact}>
            <Icon name="phone" />
          </NavLink>
          <Link to="/search-item" className="icon-btn" title={en.nav.search} aria-label={en.nav.search}>
            <Icon name="search" />
          </Link>
          <Link to="/login" className="icon-btn" title={en.nav.cart} aria-label={en.nav.cart}>
            <Icon name="cart" />
          </Link>
        </nav>
      </div>
    </header>
  );
}
