import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/i18n";
import { useScriptsRunning } from "~/lib/forms/scripts-running";
import { Icon } from "../ui/Icon";
import { SignOutButton } from "./SignOutButton";

/** The header's account menu: My Account, My Order, Sign out. */
export function AccountMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const scripts = useScriptsRunning();
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  const item = "flex min-h-11 w-full items-center px-4 text-left text-sm font-medium hover:bg-brand-50";
  // Before the scripts run the menu cannot open: the icon leads to the account page, whose
  // Sign Out works as a plain form.
  if (!scripts)
    return (
      <Link to="/profile" className="icon-btn" aria-label={t.nav.myAccount}>
        <Icon name="user" />
      </Link>
    );
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        className="icon-btn"
        aria-label={t.account.accountMenu}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="user" />
      </button>
      {open && (
        <div className="absolute right-0 z-40 mt-1 w-48 rounded-md border border-stone-200 bg-white py-1 shadow-lg">
          <Link to="/profile" className={item} onClick={() => setOpen(false)}>
            {t.nav.myAccount}
          </Link>
          <Link to="/order" className={item} onClick={() => setOpen(false)}>
            {t.nav.myOrder}
          </Link>
          {/* The menu stays open until the login page: a form gone mid-way would not follow its redirect. */}
          <SignOutButton label={t.nav.signOut} className={item} />
        </div>
      )}
    </div>
  );
}
