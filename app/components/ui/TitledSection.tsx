import type { ReactNode } from "react";

const titleClass = {
  lg: "text-lg font-bold text-brand-900",
  xl: "text-xl font-bold text-brand-900",
  "2xl": "text-2xl font-bold text-brand-900",
};

/** A `<section>` named by its `<h2>` for screen readers (landmark navigation). */
export function TitledSection({
  id,
  title,
  size,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  /** The title's text size. */
  size: keyof typeof titleClass;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClass[size]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
