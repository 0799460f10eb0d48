import type { ReactNode } from "react";
import type { pageRows } from "../ui/RowsPager";
import { WIDE_ONLY } from "./narrow";

/** One page of rows with its pager's figures, as a loader hands it over. */
export type RowsPage<T> = ReturnType<typeof pageRows<T>>;

/**
 * The frame of the account's tables (orders, transactions): a header row and the rows, in a
 * box that scrolls sideways by itself, so a wide table never widens a phone's page. The box
 * takes no width from its table (inline-size containment) and can be scrolled by keyboard.
 * On a phone the same rows show as `cards` instead (./narrow.ts).
 */
export function TableFrame({
  label,
  columns,
  tableClass,
  cards,
  children,
}: {
  label: string;
  columns: readonly string[];
  /** The table's own width rule, e.g. a minimum below which its columns would crush. */
  tableClass: string;
  /** The rows as cards, for a phone. */
  cards: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {cards}
      <div
        role="region"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard to scroll it
        tabIndex={0}
        className={`overflow-x-auto rounded-lg border border-stone-200 [contain:inline-size] ${WIDE_ONLY}`}
      >
        <table className={`w-full text-left text-sm ${tableClass}`}>
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-3 py-2 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">{children}</tbody>
        </table>
      </div>
    </>
  );
}
