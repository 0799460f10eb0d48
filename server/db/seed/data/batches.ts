import { addDays } from "../../../../lib/regulated";

/**
 * The demo shop's batches (docs/decisions/0049-batches-and-expiry.md): a few regulated products
 * whose packs on the shelf are counted into batches, with invented batch numbers. The first
 * pack of PST-003 has a batch expiring 45 days after the seed runs, so the dashboard has one to
 * show; the rest expire a year and a half on. Dates follow the day the demo is seeded, so it stays
 * sellable.
 */
export const BATCHED_SKUS = ["PST-002", "PST-003", "FRT-007", "VEG-003"];

/** The batches a demo pack's `stock` packs are counted into, on India's day `today`. */
export function demoBatches(sku: string, packIndex: number, stock: number, today: string) {
  const code = `${sku.replace("-", "")}-${packIndex + 1}`;
  const long = { madeOn: addDays(today, -120), expiresOn: addDays(today, 540) };
  if (sku === "PST-003" && packIndex === 0 && stock > 1) {
    const soon = Math.min(6, stock - 1);
    return [
      { batchNo: `${code}A`, madeOn: addDays(today, -650), expiresOn: addDays(today, 45), qty: soon },
      { batchNo: `${code}B`, ...long, qty: stock - soon },
    ];
  }
  return [{ batchNo: `${code}A`, ...long, qty: stock }];
}
