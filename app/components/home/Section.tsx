import type { ReactNode } from "react";

/**
 * A titled block of the home page: a `<section>` named by its centred `<h2>` for screen
 * readers (landmark navigation). Only the home route uses it, so it ships in the home chunk.
 */
export function Section({
  id,
  title,
  className,
  sectionId,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  /** The section's own id, for links to it (`/#our-products`). */
  sectionId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className} id={sectionId}>
      <h2 id={id} className="text-center text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
