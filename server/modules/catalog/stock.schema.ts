import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { STOCK_ACTOR_KINDS, STOCK_REASONS } from "../../../lib/stock-ledger";
import { identityId, instant, requiredRef } from "../../db/columns";
import { productPrices } from "./catalog.schema";

const listed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(","));

/**
 * The stock ledger (docs/decisions/0030-stock-ledger.md): every change of a pack's stock, signed,
 * with why, who and the order or reference. Written only by moveStock (stock/move-stock.ts) in
 * the transaction that changes the stock, so a pack's stock is the sum of its movements.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: identityId(),
    productPriceId: requiredRef("product_price_id", () => productPrices.id, { onDelete: "cascade" }),
    /** Units added (positive) or taken (negative). */
    change: integer("change").notNull(),
    /** The pack's stock once this movement was made. */
    stockAfter: integer("stock_after").notNull(),
    reason: text("reason").notNull(),
    actorKind: text("actor_kind").notNull(),
    /** The staff member's or customer's id; null for the shop itself. */
    actorId: integer("actor_id"),
    /** The order that moved it (no foreign key: the ledger outlives what it names). */
    orderId: integer("order_id"),
    /** Anything else that names the cause: the staff member's reason, the imported file. */
    reference: text("reference").notNull().default(""),
    at: instant("at").notNull().defaultNow(),
  },
  (t) => [
    index("stock_movements_pack_idx").on(t.productPriceId, t.id),
    index("stock_movements_order_idx").on(t.orderId),
    check("stock_movements_reason", sql`${t.reason} in (${listed(STOCK_REASONS)})`),
    check("stock_movements_actor", sql`${t.actorKind} in (${listed(STOCK_ACTOR_KINDS)})`),
    check("stock_movements_after", sql`${t.stockAfter} >= 0`),
  ],
);

export type StockMovement = typeof stockMovements.$inferSelect;
