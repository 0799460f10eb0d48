import type { ReactNode } from "react";

/**
 * A white panel of a back-office form, a region named by its h2 (`${id}-title`). `className`
 * lays out its inside (spacing, a grid); `titleClass` adds to the heading's look.
 */
export function Panel({
  id,
  title,
  className,
  titleClass,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  titleClass?: string;
  children: ReactNode;
}) {
  const look = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={look("rounded-lg border border-stone-200 bg-white p-4", className)}
    >
      <h2 id={`${id}-title`} className={look("text-lg font-bold", titleClass)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
