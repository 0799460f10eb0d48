import { and, asc, eq, gt, gte, inArray, lt, or } from "drizzle-orm";
import type { TaxedLine } from "../../../lib/gst";
import type { RegulatedKind } from "../../../lib/regulated";
import { type RegisterRow, registerRows, summarise } from "../../../lib/sales-register";
import type { Db } from "../../db/client";
import { products } from "../catalog";
import { orderLines } from "../orders";
import { type Invoice, invoices } from "./invoices.schema";

/** Documents read per query while the register streams. */
const BATCH = 200;

/**
 * The register of regulated goods sold, read from the documents issued in [from, to)
 * (lib/sales-register.ts says what counts), in the order they were issued; and its summary per
 * state and kind (docs/decisions/0050-where-each-may-be-sold.md).
 */
export function createSalesRegister(db: Db) {
  /**
   * The kind of each order line's product now, keyed by order, name and pack as the invoice's
   * line wrote them: for lines issued before invoices kept their own `regulated` part.
   */
  async function kindsNow(docs: Invoice[]) {
    const orderIds = [...new Set(docs.map((d) => d.orderId))];
    if (orderIds.length === 0) return () => undefined;
    const rows = await db
      .select({
        orderId: orderLines.orderId,
        name: orderLines.productName,
        qty: orderLines.priceQty,
        unit: orderLines.unit,
        kind: products.regulatedKind,
      })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(inArray(orderLines.orderId, orderIds));
    const kinds = new Map(rows.map((r) => [`${r.orderId}|${r.name}|${Number(r.qty)} ${r.unit}`, r.kind]));
    return (orderId: number, line: TaxedLine): RegulatedKind | undefined =>
      kinds.get(`${orderId}|${line.description}|${line.pack}`);
  }

  /** The register in batches, oldest document first (keyset: never an offset over a long period). */
  async function* batches(from: Date, to: Date): AsyncGenerator<RegisterRow[]> {
    let after: { at: Date; id: number } | null = null;
    for (;;) {
      const docs: Invoice[] = await db
        .select()
        .from(invoices)
        .where(
          and(
            gte(invoices.issuedAt, from),
            lt(invoices.issuedAt, to),
            after
              ? or(
                  gt(invoices.issuedAt, after.at),
                  and(eq(invoices.issuedAt, after.at), gt(invoices.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(invoices.issuedAt), asc(invoices.id))
        .limit(BATCH);
      if (docs.length === 0) return;
      const kindOf = await kindsNow(docs);
      yield docs.flatMap((d) =>
        registerRows({ ...d, lines: d.lines as TaxedLine[] }, (line) => kindOf(d.orderId, line)),
      );
      const last = docs[docs.length - 1];
      after = { at: last.issuedAt, id: last.id };
      if (docs.length < BATCH) return;
    }
  }

  return {
    batches,
    /** The first `max` rows of the period, for the page (the CSV has them all). */
    async rows(from: Date, to: Date, max: number): Promise<{ rows: RegisterRow[]; more: boolean }> {
      const rows: RegisterRow[] = [];
      for await (const batch of batches(from, to)) {
        rows.push(...batch);
        if (rows.length > max) return { rows: rows.slice(0, max), more: true };
      }
      return { rows, more: false };
    },
    /** Per state and kind, the period's rows summed (credit notes netted). */
    async summary(from: Date, to: Date) {
      const all: RegisterRow[] = [];
      for await (const batch of batches(from, to)) all.push(...batch);
      return summarise(all);
    },
  };
}

export type SalesRegister = ReturnType<typeof createSalesRegister>;
