import { NavLink } from "react-router";
import type { Permission } from "../../../lib/staff-roles";
import { ADMIN_NAV } from "./nav";

/** Whether another entry's page lies below this one (then only this exact page marks it current). */
const hasEntryBelow = (to: string) => ADMIN_NAV.some((o) => o.to.startsWith(`${to}/`));

/** The menu's links a member may follow; the current page is marked for screen readers too. */
export function AdminNavLinks({ permissions }: { permissions: readonly Permission[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {ADMIN_NAV.filter((item) => permissions.includes(item.permission)).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={hasEntryBelow(item.to)}
            className={({ isActive }) =>
              `flex min-h-11 items-center rounded-md px-3 font-medium ${
                isActive ? "bg-brand-800 text-white" : "text-stone-800 hover:bg-brand-50"
              }`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
