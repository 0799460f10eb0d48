import { Link } from "react-router";
import { useT } from "~/i18n/i18n";

export const ROW_SIZES = [5, 10, 25] as const;

/** Rows-per-page choice (5 / 10 / 25 / All, default 5) from ?rows=&page=, with the true count. */
export function pageRows<T>(all: T[], url: string) {
  const q = new URL(url).searchParams;
  const rowsParam =
    q.get("rows") === "all" ? "all" : String(ROW_SIZES.find((s) => String(s) === q.get("rows")) ?? 5);
  const size = rowsParam === "all" ? Math.max(1, all.length) : Number(rowsParam);
  const pageCount = Math.max(1, Math.ceil(all.length / size));
  const page = Math.min(Math.max(1, Number(q.get("page")) || 1), pageCount);
  return {
    rows: all.slice((page - 1) * size, page * size),
    total: all.length,
    page,
    pageCount,
    size,
    rowsParam,
  };
}

export function RowsPager({
  base,
  total,
  page,
  pageCount,
  size,
  rowsParam,
  label,
}: {
  base: string;
  total: number;
  page: number;
  pageCount: number;
  size: number;
  rowsParam: string;
  label: string;
}) {
  const t = useT();
  const join = base.includes("?") ? "&" : "?";
  const href = (p: number, r = rowsParam) => `${base}${join}rows=${r}&page=${p}`;
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <span>{t.orders.rowsPerPage}:</span>
      {[...ROW_SIZES.map(String), "all"].map((r) => (
        <Link
          key={r}
          to={href(1, r)}
          aria-current={rowsParam === r ? "true" : undefined}
          className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-2 ${rowsParam === r ? "border-brand-800 bg-brand-800 text-white" : "border-stone-300"}`}
        >
          {r === "all" ? t.orders.all : r}
        </Link>
      ))}
      <span className="ml-auto tabular-nums" data-testid="rows-range">
        {t.orders.showing(from, to, total)}
      </span>
      {page > 1 && (
        <Link to={href(page - 1)} className="btn-outline px-3">
          {t.orders.previous}
        </Link>
      )}
      {page < pageCount && (
        <Link to={href(page + 1)} className="btn-outline px-3">
          {t.orders.next}
        </Link>
      )}
    </nav>
  );
}
