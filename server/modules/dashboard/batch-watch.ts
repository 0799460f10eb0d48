import { sql } from "drizzle-orm";
import { BATCH_WARNING_DAYS } from "../../../lib/batches";
import { packName } from "../../../lib/pack-units";
import { addDays } from "../../../lib/regulated";
import { type Db, queryRows } from "../../db/client";

/** A batch the staff must see to (docs/decisions/0049-batches-and-expiry.md). */
export interface BatchWarning {
  batchId: number;
  batchNo: string;
  packId: number;
  productId: number;
  pack: string;
  expiresOn: string;
  left: number;
  /** `expired`: its units are off sale and wait to be destroyed or sent back. */
  state: "expiring" | "expired";
}

/** Batches with units left that expire within 60 days of India's day `today`, or have expired; soonest first, 100 at most. */
export async function batchWarnings(db: Db, today: string): Promise<BatchWarning[]> {
  const rows = await queryRows<{
    id: number;
    batch_no: string;
    pack_id: number;
    product_id: number;
    name: string;
    qty: string;
    unit: string;
    expires_on: string;
    left: number;
  }>(
    db,
    sql`select b.id, b.batch_no, p.id as pack_id, pr.id as product_id, pr.name, p.qty, p.unit,
          b.expires_on::text, b.units_left as "left"
        from pack_batches b
        join product_prices p on p.id = b.product_price_id
        join products pr on pr.id = p.product_id
        where b.units_left > 0 and b.expires_on <= ${addDays(today, BATCH_WARNING_DAYS)}
        order by b.expires_on, b.id
        limit 100`,
  );
  return rows.map((r) => ({
    batchId: Number(r.id),
    batchNo: r.batch_no,
    packId: Number(r.pack_id),
    productId: Number(r.product_id),
    pack: `${r.name} ${packName({ qty: Number(r.qty), unit: r.unit })}`,
    expiresOn: r.expires_on,
    left: Number(r.left),
    state: r.expires_on < today ? "expired" : "expiring",
  }));
}
