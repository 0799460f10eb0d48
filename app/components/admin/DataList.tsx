import type { ReactNode } from "react";

/** One column of a DataList: its heading and how a row shows in it. */
export interface Column<T> {
  label: string;
  /** `where`: drawn twice (table and card), so ids inside must use it. */
  cell: (row: T, where: "table" | "card") => ReactNode;
  /** The row's title on a phone card (one column should be); the others show as "label: value". */
  primary?: boolean;
  /** Right-aligned figures (prices, stock). */
  numeric?: boolean;
}

/**
 * The back office's lists: a table at 768 px and wider, and on a phone one card per row (no
 * sideways scrolling). Both are in the page; CSS shows one, so screen readers meet only the
 * visible one. `actions` draws each row's buttons (44 px touch targets: use `.btn-*` classes).
 */
export function DataList<T>({
  label,
  rows,
  columns,
  rowKey,
  actions,
  empty = "Nothing here yet.",
}: {
  /** Names the list for screen readers ("Staff members"). */
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** Each row's buttons; drawn twice (table and card), so ids inside must use `where`. */
  actions?: (row: T, where: "table" | "card") => ReactNode;
  empty?: ReactNode;
}) {
  if (rows.length === 0)
    return <p className="rounded-lg border border-stone-200 bg-white p-4 text-stone-700">{empty}</p>;
  const primary = columns.find((c) => c.primary) ?? columns[0];
  return (
    <>
      <table
        aria-label={label}
        className="hidden w-full rounded-lg border border-stone-200 bg-white text-left text-sm md:table"
      >
        <thead className="bg-stone-100 text-stone-800">
          <tr>
            {columns.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={`px-3 py-2 font-semibold ${c.numeric ? "text-right" : ""}`}
              >
                {c.label}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-3 py-2 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td
                  key={c.label}
                  className={`px-3 py-2 align-middle ${c.numeric ? "text-right tabular-nums" : ""}`}
                >
                  {c.cell(row, "table")}
                </td>
              ))}
              {actions && (
                <td className="px-3 py-2">
                  <div className="flex flex-wrap justify-end gap-2">{actions(row, "table")}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={label} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-lg border border-stone-200 bg-white p-4">
            <p className="font-semibold text-stone-900">{primary.cell(row, "card")}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {columns
                .filter((c) => c !== primary)
                .map((c) => (
                  <div key={c.label} className="contents">
                    <dt className="text-stone-600">{c.label}</dt>
                    <dd className="min-w-0 text-stone-900">{c.cell(row, "card")}</dd>
                  </div>
                ))}
            </dl>
            {actions && <div className="mt-3 flex flex-wrap gap-2">{actions(row, "card")}</div>}
          </li>
        ))}
      </ul>
    </>
  );
}
