import { useT } from "~/i18n/i18n";
import { type PackPrice, percentOff } from "../../../lib/catalog-types";
import { formatRupees } from "../../../lib/money";

/** Final price in bold, the MRP struck through and a "% off" badge when there is a discount. */
export function Price({ price }: { price: Pick<PackPrice, "mrpPaise" | "discountPaise" | "finalPaise"> }) {
  const t = useT();
  const off = percentOff(price);
  return (
    <p className="price flex flex-wrap items-baseline gap-x-2">
      <span className="text-lg font-bold text-stone-950">{formatRupees(price.finalPaise)}</span>
      {price.discountPaise > 0 && (
        <>
          <s className="text-sm text-stone-600">
            <span className="sr-only">{t.catalog.mrp} </span>
            {formatRupees(price.mrpPaise)}
          </s>
          {off > 0 && (
            <span className="rounded bg-accent-400 px-1.5 py-0.5 text-xs font-bold text-stone-950">
              {off}% {t.catalog.off}
            </span>
          )}
        </>
      )}
    </p>
  );
}
