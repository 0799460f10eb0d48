import { type ReactNode, useId } from "react";

/** A titled white panel of a back-office page: a region named by its title (an h2 under the page's h1). */
export function Box({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={id} className="mb-3 text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
