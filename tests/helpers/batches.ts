import { sql } from "drizzle-orm";
import { indiaDay } from "../../lib/india-time";
import { addDays } from "../../lib/regulated";
import { queryRows } from "../../server/db/client";
import type { TestApp } from "./app";

/** What the batch tests do (docs/decisions/0049-batches-and-expiry.md): receive, age and read batches. */
export function batchHelpers(t: () => TestApp) {
  const db = () => t().database.db;
  const actor = { staffId: null, name: "test" };
  const today = () => indiaDay(new Date());
  return {
    today,
    /** India's day `n` days from today. */
    day: (n: number) => addDays(today(), n),
    /** Receives a batch of the pack expiring in `days` days; its id. */
    receive: (packId: number, batchNo: string, qty: number, days: number) =>
      t().services.batches.receive(actor, packId, {
        batchNo,
        madeOn: addDays(today(), -30),
        expiresOn: addDays(today(), days),
        qty,
      }),
    /** Time passes for one batch: it expired yesterday (the write-off has not run yet). */
    expire: (batchId: number) =>
      db().execute(sql`update pack_batches set expires_on = ${addDays(today(), -1)} where id = ${batchId}`),
    async batch(batchId: number) {
      const [b] = await queryRows<{ left: number; written_off: boolean }>(
        db(),
        sql`select units_left as "left", written_off_at is not null as written_off from pack_batches where id = ${batchId}`,
      );
      return { left: Number(b.left), writtenOff: b.written_off };
    },
    /** What each line of the order drew: batch number and units, earliest expiry first. */
    async drawn(orderId: number) {
      const rows = await queryRows<{ batch_no: string; qty: number }>(
        db(),
        sql`select b.batch_no, olb.qty from order_line_batches olb
            join order_lines l on l.id = olb.order_line_id join pack_batches b on b.id = olb.batch_id
            where l.order_id = ${orderId} order by b.expires_on, b.id`,
      );
      return rows.map((r) => `${r.batch_no}×${r.qty}`);
    },
    /** Packs kept in batches whose stock is not the units left in their batches not written off. */
    async unbalanced() {
      return queryRows<{ id: number }>(
        db(),
        sql`select p.id from product_prices p join pack_batches b on b.product_price_id = p.id
            group by p.id, p.stock
            having p.stock <> coalesce(sum(b.units_left) filter (where b.written_off_at is null), 0)`,
      );
    },
  };
}
