import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, identityId, instant, requiredRef } from "../../db/columns";
import { productPrices } from "./catalog.schema";

/**
 * A pack's batches (docs/decisions/0049-batches-and-expiry.md): what arrived under one batch
 * number, when it was made and the last day it may be sold, how many came and how many are left.
 * Written only with the stock ledger's moveStock: a pack with batches has stock = the units left
 * in its batches not written off, and a batch is written off (`expired`) once it has expired.
 */
export const packBatches = pgTable(
  "pack_batches",
  {
    id: identityId(),
    productPriceId: requiredRef("product_price_id", () => productPrices.id, { onDelete: "cascade" }),
    /** As printed on the label. */
    batchNo: text("batch_no").notNull(),
    madeOn: date("made_on", { mode: "string" }).notNull(),
    /** The last day it may be sold (India's day). */
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    /** Units received. */
    received: integer("received").notNull(),
    /** Units on the shelf (an expired batch's too: they wait to be sent back or destroyed). */
    left: integer("units_left").notNull(),
    /** When its units left the pack's stock as expired; null while it may be sold. */
    writtenOffAt: instant("written_off_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("pack_batches_pack_no_idx").on(t.productPriceId, sql`upper(${t.batchNo})`),
    index("pack_batches_no_idx").on(sql`upper(${t.batchNo})`),
    index("pack_batches_expiry_idx").on(t.expiresOn),
    check("pack_batches_counts", sql`${t.received} >= 0 and ${t.left} >= 0`),
    check("pack_batches_dates", sql`${t.expiresOn} > ${t.madeOn}`),
  ],
);

export type PackBatch = typeof packBatches.$inferSelect;
