import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A back-office page's heading: its title (the page's one h1, also the document title), an
 * optional line under it, and actions (buttons, links) that move under the title on a phone.
 * `link`: the one action of many pages, a link to another (the list, a new record).
 */
export function PageHeader({
  title,
  description,
  actions,
  link,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  link?: { to: string; label: string; primary?: boolean };
}) {
  return (
    <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <title>{`${title} · Back office`}</title>
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-stone-700">{description}</p>}
      </div>
      {(actions || link) && (
        <div className="flex flex-wrap gap-2">
          {actions}
          {link && (
            <Link to={link.to} className={link.primary ? "btn-primary" : "btn-outline"}>
              {link.label}
            </Link>
          )}
        </div>
      )}
    </header>
  );
}
