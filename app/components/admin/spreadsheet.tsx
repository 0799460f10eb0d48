import type { ReactNode } from "react";

/**
 * The back office's spreadsheet pages (the catalogue's, the batches'): a numbered step in a
 * panel, and the help that says what each column means.
 */
export function SheetStep({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ColumnHelp<C extends string>({
  columns,
  help,
  children,
}: {
  columns: readonly C[];
  help: Record<C, string>;
  /** What follows the list (a last word about empty cells). */
  children?: ReactNode;
}) {
  return (
    <details className="text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
        What the columns mean
      </summary>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {columns.map((c) => (
          <div key={c} className="contents">
            <dt className="font-mono font-semibold">{c}</dt>
            <dd className="mb-2 text-stone-700 sm:mb-0">{help[c]}</dd>
          </div>
        ))}
      </dl>
      {children}
    </details>
  );
}
