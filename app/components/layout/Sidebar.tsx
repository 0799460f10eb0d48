import { type Ref, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { useT } from "~/i18n/i18n";
import type { Messages } from "~/messages/types";
import type { Category } from "../../../lib/catalog-types";
import { useCustomer } from "../account/customer";
import { Icon } from "../ui/Icon";
import { LanguageSwitch } from "./LanguageSwitch";

/**
 * The pages the navigation lists after Home and Products (Crops first: a farmer starts from his crop), for the phone's sidebar and the wide
 * screen's header menu alike. Bulk Order opens the empty enquiry form (a guest signs in first).
 */
export function siteLinks(t: Messages, signedIn: boolean): [to: string, label: string][] {
  return [
    ["/crops", t.nav.crops],
    ["/blog", t.nav.blog],
    ["/about-us", t.nav.aboutUs],
    ["/contact-us", t.nav.contactUs],
    [signedIn ? "/bulk-order" : "/login/bulkorder", t.nav.bulkOrder],
  ];
}

/**
 * The phone's sidebar (docs/storefront.md, "Routes and layout"): collapsed until opened, an
 * overlay that closes it, closes after any item is chosen; Products expands to every category.
 */
export function Sidebar({
  open,
  onClose,
  categories,
}: {
  open: boolean;
  onClose: () => void;
  categories: Category[];
}) {
  const t = useT();
  const [productsOpen, setProductsOpen] = useState(false);
  const customer = useCustomer();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  const item =
    "flex min-h-11 items-center gap-3 rounded-md px-3 font-medium text-stone-900 hover:bg-brand-50";
  const entries = [...siteLinks(t, Boolean(customer)), [customer ? "/cart" : "/login", t.nav.cart]];
  if (customer) entries.push(["/profile", t.nav.account]);

  return (
    <div className={open ? "" : "hidden"}>
      <button
        type="button"
        tabIndex={-1}
        aria-label={t.nav.closeMenu}
        className="fixed inset-0 z-40 bg-black/40"
        onClick={onClose}
      />
      <nav
        id="sidebar"
        aria-label={t.nav.siteMenu}
        className="fixed inset-y-0 left-0 z-50 flex w-[250px] flex-col overflow-y-auto bg-white p-3 shadow-xl"
      >
        <div className="mb-2 flex items-center justify-between">
          <span className="px-3 text-lg font-bold text-brand-900">{t.nav.menu}</span>
          <button
            ref={closeRef}
            type="button"
            className="icon-btn"
            aria-label={t.nav.closeMenu}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <ul className="space-y-1">
          <li>
            <Link to="/" className={item} onClick={onClose}>
              {t.nav.home}
            </Link>
          </li>
          <li>
            <ProductsDisclosure
              categories={categories}
              open={productsOpen}
              onToggle={() => setProductsOpen((v) => !v)}
              onChoose={onClose}
              classes={{
                button: `${item} w-full justify-between`,
                list: "ml-3 border-l border-stone-200 pl-2",
                link: `${item} text-sm`,
              }}
            />
          </li>
          {entries.map(([to, label]) => (
            <li key={label}>
              <Link to={to} className={item} onClick={onClose}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <LanguageSwitch className={`${item} mt-2 border-t border-stone-200`} onChoose={onClose} />
      </nav>
    </div>
  );
}

/**
 * Products, and below it while open a link to every category: the sidebar's and the header
 * menu's, each with its own look.
 */
export function ProductsDisclosure({
  categories,
  open,
  onToggle,
  onChoose,
  buttonRef,
  classes,
}: {
  categories: Category[];
  open: boolean;
  onToggle: () => void;
  onChoose: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  classes: { button: string; list: string; link: string };
}) {
  const t = useT();
  const listId = useId();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={classes.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {t.nav.products}
        <Icon name="chevronDown" size={18} className={open ? "rotate-180" : ""} />
      </button>
      <ul id={listId} className={open ? classes.list : "hidden"}>
        {categories.map((c) => (
          <li key={c.id}>
            <NavLink to={`/products/${c.key}`} className={classes.link} onClick={onChoose}>
              {c.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
