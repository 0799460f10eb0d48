import { sql } from "drizzle-orm";
import { INDIA_TIME_ZONE } from "../../../lib/india-time";
import type { Tx } from "../orders";
import { type InvoiceKind, invoiceCounters } from "./invoices.schema";

/** The day's parts in India's time (invoices are dated and their year counted there). */
function indiaDate(at: Date) {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", {
    timeZone: INDIA_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .format(at)
    .split("-")
    .map(Number);
  return { y, m, d };
}

/** India's financial year of a moment, April to March: "2026-27". */
export function financialYear(at: Date): string {
  const { y, m } = indiaDate(at);
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The prefix the owner set, else the short name's initials ("Haritha Agro" → "HA"). */
export function invoicePrefix(setting: string, shortName: string): string {
  if (setting.trim()) return setting.trim().toUpperCase();
  const initials = shortName
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, "")[0] ?? "")
    .join("")
    .toUpperCase()
    .slice(0, 6);
  return initials || "INV";
}

/** "HA/2026-27/000123"; a credit note "HA/CN/2026-27/000007". */
export function documentNumber(prefix: string, kind: InvoiceKind, fy: string, seq: number): string {
  const series = kind === "CREDIT_NOTE" ? `${prefix}/CN` : prefix;
  return `${series}/${fy}/${String(seq).padStart(6, "0")}`;
}

/**
 * The next number of a series in a financial year, taken inside the caller's transaction: the
 * counter row is created or bumped (and so locked) until the transaction ends. Another
 * transaction waits for it; a transaction that rolls back gives the number back. So the
 * numbers have no gaps and no repeats, on PostgreSQL and on PGlite.
 */
export async function takeNumber(tx: Tx, kind: InvoiceKind, fy: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, financialYear: fy, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.financialYear],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ n: invoiceCounters.lastNumber });
  return row.n;
}
