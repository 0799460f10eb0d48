import { useT } from "~/i18n/i18n";

/** The checkout's shape while its data loads: same layout as the page, so nothing jumps. */
export function CheckoutSkeleton() {
  const t = useT();
  const bar = "animate-pulse rounded bg-stone-200";
  return (
    <section aria-busy="true" aria-label={t.pages.loading}>
      <div className="border-b border-brand-100 bg-brand-50">
        <div className="container-page py-8">
          <div className={`${bar} h-8 w-40`} />
        </div>
      </div>
      <div className="container-page grid gap-8 py-6 lg:grid-cols-[1fr_380px]">
        <div className="space-y-3">
          <div className={`${bar} h-6 w-48`} />
          {[1, 2].map((i) => (
            <div key={i} className={`${bar} h-28 w-full`} />
          ))}
        </div>
        <div className={`${bar} h-80 w-full`} />
      </div>
    </section>
  );
}
