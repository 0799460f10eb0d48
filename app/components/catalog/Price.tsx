import { en } from "~/messages/en";

/** "₹1,234.00" from the API's "1234.00", with Indian digit grouping. */
export function rupees(apiAmount: string): string {
  const n = Number(apiAmount);
  return `₹${n.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Final price in bold, the MRP struck through and a "% off" badge when there is a discount. */
export function Price({ mrp, discount, final }: { mrp: string; discount: string; final: string }) {
  const off = Number(mrp) > 0 ? Math.round((Number(discount) / Number(mrp)) * 100) : 0;
  return (
    <p className="price flex flex-wrap items-baseline gap-x-2">
      <span className="text-lg font-bold text-stone-950">{rupees(final)}</span>
      {Number(discount) > 0 && (
        <>
          <s className="text-sm text-stone-600">
            <span className="sr-only">{en.catalog.mrp} </span>
            {rupees(mrp)}
          </s>
          {off > 0 && (
            <span className="rounded bg-accent-400 px-1.5 py-0.5 text-xs font-bold text-stone-950">
              {off}% {en.catalog.off}
            </span>
          )}
        </>
      )}
    </p>
  );
}
