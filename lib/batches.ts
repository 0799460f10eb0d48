/**
 * Batches of a pack and the order a sale draws them in (docs/decisions/0049-batches-and-expiry.md):
 * stock arrives in batches, each with its number, manufacturing and expiry dates; a sale takes the
 * batch that expires first (FEFO), and a batch is never sold from India's day after it expires'
 * eve: a batch "expiring 2027-06-30" is sold on the 30th and written off from the 1st.
 * Pure, for the server, the pages and the forms.
 */

/** How many days before a batch expires the dashboard starts warning. */
export const BATCH_WARNING_DAYS = 60;

/** What allocation reads of a batch. */
export interface BatchStock {
  id: number;
  batchNo: string;
  /** India's day "2027-06-30": the last day it may be sold. */
  expiresOn: string;
  /** Units on the shelf. */
  left: number;
}

/** Whether a batch has expired on India's day `today` (both "YYYY-MM-DD": they compare as text). */
export const expiredOn = (b: Pick<BatchStock, "expiresOn">, today: string) => b.expiresOn < today;

/** Earliest expiry first; the same expiry: the older batch (lower id) first. */
export const fefoOrder = <B extends Pick<BatchStock, "id" | "expiresOn">>(a: B, b: B) =>
  a.expiresOn < b.expiresOn ? -1 : a.expiresOn > b.expiresOn ? 1 : a.id - b.id;

/** Units drawn from one batch. */
export interface BatchDraw {
  batchId: number;
  qty: number;
}

/**
 * Which batches a sale of `qty` units draws on India's day `today`: earliest expiry first, never
 * an expired batch. Undefined when the unexpired batches hold fewer than `qty` units.
 */
export function allocateFefo(
  batches: readonly BatchStock[],
  qty: number,
  today: string,
): BatchDraw[] | undefined {
  const draws: BatchDraw[] = [];
  let want = qty;
  for (const b of batches.filter((x) => !expiredOn(x, today) && x.left > 0).sort(fefoOrder)) {
    if (want === 0) break;
    const take = Math.min(want, b.left);
    draws.push({ batchId: b.id, qty: take });
    want -= take;
  }
  return want === 0 ? draws : undefined;
}

/**
 * Which of an order line's draws `qty` units go back to (a cancel gives back all; a part refund
 * some): the batch that expires last first, the ones the customer is likelier to have left.
 */
export function giveBackTo(
  drawn: readonly (BatchDraw & { expiresOn: string })[],
  qty: number,
): BatchDraw[] | undefined {
  const back: BatchDraw[] = [];
  let want = qty;
  for (const d of [...drawn].sort((a, b) =>
    fefoOrder({ id: b.batchId, expiresOn: b.expiresOn }, { id: a.batchId, expiresOn: a.expiresOn }),
  )) {
    if (want === 0) break;
    const give = Math.min(want, d.qty);
    if (give > 0) back.push({ batchId: d.batchId, qty: give });
    want -= give;
  }
  return want === 0 ? back : undefined;
}

/** A batch as the back office marks it on India's day `today`. */
export type BatchMark = "expired" | "expiring" | "ok";

export function batchMark(expiresOn: string, today: string, warnDays = BATCH_WARNING_DAYS): BatchMark {
  if (expiresOn < today) return "expired";
  const warnFrom = new Date(Date.parse(`${today}T00:00:00Z`) + warnDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return expiresOn <= warnFrom ? "expiring" : "ok";
}

/** A batch number as printed on the label: letters, digits and - / . , 1 to 40 characters. */
export const BATCH_NO = /^[A-Za-z0-9][A-Za-z0-9\-/.]{0,39}$/;

/** A real calendar day "YYYY-MM-DD". */
export const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** A batch as it is received (the form, the API, the spreadsheet). */
export interface BatchInput {
  batchNo: string;
  madeOn: string;
  expiresOn: string;
  qty: number;
}

/** What is wrong with a batch to receive, as a sentence naming the field; undefined when right. */
export function batchProblem(b: BatchInput): string | undefined {
  if (!BATCH_NO.test(b.batchNo))
    return "Batch number: write it as on the label, letters and digits (- / . allowed), at most 40 characters.";
  if (!isDay(b.madeOn)) return "Manufacturing date: write a real day as YYYY-MM-DD.";
  if (!isDay(b.expiresOn)) return "Expiry date: write a real day as YYYY-MM-DD.";
  if (b.expiresOn <= b.madeOn) return "Expiry date: it must come after the manufacturing date.";
  if (!Number.isInteger(b.qty) || b.qty < 0 || b.qty > 1_000_000)
    return "Quantity: write a whole number of packs from 0 to 1,000,000.";
  return undefined;
}

/**
 * The catalogue spreadsheet's `batches` cell: each batch "number|made|expires|left", separated by
 * "; ". Empty: no batches.
 */
export const formatBatchesCell = (batches: readonly BatchInput[]) =>
  batches.map((b) => `${b.batchNo}|${b.madeOn}|${b.expiresOn}|${b.qty}`).join("; ");

/** The cell read back: the batches, or a sentence naming what is wrong (the field and batch). */
export function parseBatchesCell(
  cell: string,
): { ok: true; batches: BatchInput[] } | { ok: false; error: string } {
  const text = cell.trim();
  if (!text) return { ok: true, batches: [] };
  const batches: BatchInput[] = [];
  const seen = new Set<string>();
  for (const [i, part] of text.split(";").entries()) {
    const fields = part.split("|").map((f) => f.trim());
    if (fields.length !== 4)
      return {
        ok: false,
        error: `batches: batch ${i + 1} must be "number|made YYYY-MM-DD|expires YYYY-MM-DD|packs left", e.g. "B123|2026-01-10|2027-06-30|40".`,
      };
    const [batchNo, madeOn, expiresOn, qtyText] = fields;
    const qty = /^\d+$/.test(qtyText) ? Number(qtyText) : Number.NaN;
    const b = { batchNo, madeOn, expiresOn, qty };
    const problem = batchProblem(b);
    if (problem)
      return { ok: false, error: `batches: batch ${i + 1} (${batchNo || "no number"}): ${problem}` };
    const key = batchNo.toUpperCase();
    if (seen.has(key)) return { ok: false, error: `batches: batch ${batchNo} is written twice.` };
    seen.add(key);
    batches.push(b);
  }
  return { ok: true, batches };
}
