import { sql } from "drizzle-orm";
import { indiaIso } from "../../lib/india-time";
import { packName } from "../../lib/pack-units";
import { csvLine } from "../csv";
import { type Db, queryRows } from "../db/client";
import { notFound } from "../domain-error";

/**
 * Who bought a batch (docs/decisions/0049-batches-and-expiry.md): for a recall or an
 * Insecticide Inspector, each order line that drew units of the batch and still holds them
 * (cancelled or refused units went back), with the buyer, the delivery address and the tax
 * invoice. Read through order_line_batches' index on the batch: quick with a million lines.
 */

/** A batch as the search lists it. */
export interface BatchFound {
  id: number;
  batchNo: string;
  expiresOn: string;
  pack: string;
  productId: number;
  sold: number;
}

/** One buyer of a batch. */
export interface BatchBuyer {
  orderId: number;
  orderLineBatchId: number;
  status: string;
  at: Date;
  name: string;
  phone: string;
  address: string;
  qty: number;
  invoiceNo: string | null;
}

/** Buyers on one page of the back office. */
export const BUYERS_PER_PAGE = 100;

interface BuyerRow {
  id: number;
  order_id: number;
  status: string;
  at: Date | string;
  name: string;
  phone: string;
  a1: string;
  a2: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
  qty: number;
  invoice_no: string | null;
}

const buyerOf = (r: BuyerRow): BatchBuyer => ({
  orderId: Number(r.order_id),
  orderLineBatchId: Number(r.id),
  status: r.status,
  at: new Date(r.at),
  name: r.name,
  phone: r.phone,
  address: [r.a1, r.a2, r.landmark, r.city, `${r.state} ${r.pincode}`].filter((s) => s.trim()).join(", "),
  qty: Number(r.qty),
  invoiceNo: r.invoice_no,
});

/**
 * The buyers after `afterId` (order_line_batches' id), oldest sale first, `skip` of them left out:
 * the page's ids are taken from the (batch, id) index first, then only they are joined, so a
 * deep page or a big batch never joins the whole batch.
 */
const buyersQuery = (batchId: number, afterId: number, limit: number, skip = 0) =>
  sql`select olb.id, o.id as order_id, o.status::text as status, o.created_at as at,
        o.ship_full_name as name, o.ship_mobile as phone, o.ship_address1 as a1, o.ship_address2 as a2,
        o.ship_landmark as landmark, o.ship_city as city, o.ship_state as state, o.ship_pincode as pincode,
        olb.qty, i.number as invoice_no
      from (select id, order_line_id, qty from order_line_batches
            where batch_id = ${batchId} and qty > 0 and id > ${afterId}
            order by id limit ${limit} offset ${skip}) olb
      join order_lines l on l.id = olb.order_line_id
      join orders o on o.id = l.order_id
      left join invoices i on i.order_id = o.id and i.kind = 'INVOICE'
      order by olb.id`;

export function createBatchBuyers(db: Db) {
  async function batch(batchId: number): Promise<BatchFound> {
    const [found] = await search({ id: batchId });
    if (!found) throw notFound("No such batch.");
    return found;
  }

  async function search(by: { q?: string; id?: number }): Promise<BatchFound[]> {
    const where =
      by.id !== undefined
        ? sql`b.id = ${by.id}`
        : sql`upper(b.batch_no) like ${`${(by.q ?? "").toUpperCase().replace(/[\\%_]/g, "\\$&")}%`}`;
    const rows = await queryRows<{
      id: number;
      batch_no: string;
      expires_on: string;
      name: string;
      qty: string;
      unit: string;
      product_id: number;
      received: number;
      left: number;
    }>(
      db,
      sql`select b.id, b.batch_no, b.expires_on::text, pr.name, p.qty, p.unit, pr.id as product_id,
            b.received, b.units_left as "left"
          from pack_batches b
          join product_prices p on p.id = b.product_price_id
          join products pr on pr.id = p.product_id
          where ${where}
          order by upper(b.batch_no), b.id
          limit 50`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      batchNo: r.batch_no,
      expiresOn: r.expires_on,
      pack: `${r.name} ${packName({ qty: Number(r.qty), unit: r.unit })}`,
      productId: Number(r.product_id),
      sold: Number(r.received) - Number(r.left),
    }));
  }

  return {
    search,
    batch,

    /** One page (from 1) of the batch's buyers, oldest sale first. */
    async buyers(batchId: number, page = 1) {
      const rows = await queryRows<BuyerRow>(
        db,
        buyersQuery(batchId, 0, BUYERS_PER_PAGE + 1, (page - 1) * BUYERS_PER_PAGE),
      );
      return {
        buyers: rows.slice(0, BUYERS_PER_PAGE).map(buyerOf),
        page,
        more: rows.length > BUYERS_PER_PAGE,
      };
    },

    /**
     * The same as CSV, streamed 2,000 lines a read (keyset on order_line_batches' id), so a
     * batch sold to many is never held whole in memory. Cells written as server/csv.ts does.
     */
    csv(batchId: number): ReadableStream<Uint8Array> {
      const encoder = new TextEncoder();
      let after = 0;
      let started = false;
      return new ReadableStream({
        async pull(controller) {
          if (!started) {
            started = true;
            controller.enqueue(
              encoder.encode(
                csvLine([
                  "order",
                  "date",
                  "status",
                  "customer",
                  "phone",
                  "delivery address",
                  "qty",
                  "invoice",
                ]),
              ),
            );
          }
          const rows = await queryRows<BuyerRow>(db, buyersQuery(batchId, after, 2000));
          if (rows.length === 0) {
            controller.close();
            return;
          }
          after = Number(rows[rows.length - 1].id);
          const text = rows
            .map(buyerOf)
            .map((b) =>
              csvLine([
                b.orderId,
                indiaIso(b.at),
                b.status,
                b.name,
                b.phone,
                b.address,
                b.qty,
                b.invoiceNo ?? "",
              ]),
            )
            .join("");
          controller.enqueue(encoder.encode(text));
        },
      });
    },
  };
}

export type BatchBuyers = ReturnType<typeof createBatchBuyers>;
