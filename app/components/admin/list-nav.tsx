import { Link } from "react-router";
import { INDIA_TIME_ZONE } from "../../../lib/india-time";

/** A list page's URL with some query values changed; another filter starts again at page 1. */
export function listHref(values: Record<string, string>, change: Record<string, string | undefined>) {
  const next = new URLSearchParams(values);
  for (const [k, v] of Object.entries(change)) {
    if (v === undefined) next.delete(k);
    else next.set(k, v);
  }
  if (!("page" in change)) next.delete("page");
  return `?${next}`;
}

const pill = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${current ? "border-brand-800 bg-brand-800 text-white" : "border-stone-300 bg-white"}`;

/**
 * Tabs of a list's statuses with their counts ("New (3)"); "All" first. Links, so a status is in
 * the URL (/admin/enquiries?status=new) and the dashboard can link to it.
 */
export function StatusTabs<S extends string>({
  label,
  statuses,
  counts,
  values,
  labelOf,
}: {
  label: string;
  statuses: readonly S[];
  counts: Record<S, number>;
  values: Record<string, string>;
  labelOf: (status: S) => string;
}) {
  const current = values.status;
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={listHref(values, { status: undefined })}
            aria-current={current ? undefined : "page"}
            className={pill(!current)}
          >
            All
          </Link>
        </li>
        {statuses.map((s) => (
          <li key={s}>
            <Link
              to={listHref(values, { status: s })}
              aria-current={current === s ? "page" : undefined}
              className={pill(current === s)}
            >
              {labelOf(s)} ({counts[s]})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Newer and older pages of a list, with where one is. */
export function Pager({
  label,
  page,
  pageCount,
  values,
}: {
  label: string;
  page: number;
  pageCount: number;
  values: Record<string, string>;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link to={listHref(values, { page: String(page - 1) })} className="btn-outline">
          Newer
        </Link>
      )}
      <span className="text-sm">
        Page {page} of {pageCount}
      </span>
      {page < pageCount && (
        <Link to={listHref(values, { page: String(page + 1) })} className="btn-outline">
          Older
        </Link>
      )}
    </nav>
  );
}

/** A moment as the back office shows it: "14 Nov 2026, 3:05 pm", India's time. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    timeZone: INDIA_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  });

/** "1 enquiry", "3 enquiries". */
export const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
