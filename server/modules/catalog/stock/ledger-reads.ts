import { sql } from "drizzle-orm";
import type { OrderStatus } from "../../../../lib/order-statuses";
import { packName } from "../../../../lib/pack-units";
import type { StockActorKind, StockReason } from "../../../../lib/stock-ledger";
import { type Db, queryRows } from "../../../db/client";

/** Movements shown on one page of a pack's ledger. */
export const MOVEMENTS_PER_PAGE = 50;

/** One line of a pack's ledger as the back office shows it. */
export interface PackMovement {
  id: number;
  change: number;
  stockAfter: number;
  reason: StockReason;
  who: { kind: StockActorKind; id: number | null; name: string | null };
  orderId: number | null;
  /** Where that order stands now (a hold whose order was paid reads "PAID"). */
  orderStatus: OrderStatus | null;
  reference: string;
  at: Date;
}

/** A page of one pack's ledger, newest first. */
export interface PackLedgerPage {
  movements: PackMovement[];
  page: number;
  /** Whether older movements follow on the next page. */
  more: boolean;
}

/** A pack whose stock is not the sum of its movements. */
export interface StockDisagreement {
  packId: number;
  label: string;
  stock: number;
  ledger: number;
}

interface MovementRow {
  id: number;
  change: number;
  stock_after: number;
  reason: StockReason;
  actor_kind: StockActorKind;
  actor_id: number | null;
  actor_name: string | null;
  order_id: number | null;
  order_status: OrderStatus | null;
  reference: string;
  at: Date | string;
}

/** Reading the ledger: one pack's movements, and the packs where stock and ledger disagree. */
export function createLedgerReads(db: Db) {
  return {
    /** One page (from 1) of the pack's movements, newest first, with the staff member's name. */
    async packMovements(packId: number, page = 1): Promise<PackLedgerPage> {
      const rows = await queryRows<MovementRow>(
        db,
        sql`select m.id, m.change, m.stock_after, m.reason, m.actor_kind, m.actor_id, m.order_id,
              m.reference, m.at, s.name as actor_name, o.status::text as order_status
            from stock_movements m
            left join staff s on m.actor_kind = 'staff' and s.id = m.actor_id
            left join orders o on o.id = m.order_id
            where m.product_price_id = ${packId}
            order by m.id desc
            limit ${MOVEMENTS_PER_PAGE + 1} offset ${(page - 1) * MOVEMENTS_PER_PAGE}`,
      );
      return {
        movements: rows.slice(0, MOVEMENTS_PER_PAGE).map((r) => ({
          id: Number(r.id),
          change: Number(r.change),
          stockAfter: Number(r.stock_after),
          reason: r.reason,
          who: {
            kind: r.actor_kind,
            id: r.actor_id === null ? null : Number(r.actor_id),
            name: r.actor_name,
          },
          orderId: r.order_id === null ? null : Number(r.order_id),
          orderStatus: r.order_status,
          reference: r.reference,
          at: new Date(r.at),
        })),
        page,
        more: rows.length > MOVEMENTS_PER_PAGE,
      };
    },

    /**
     * The ledger's check: how many packs there are, and every pack whose stock is not the sum of
     * its movements, by pack id (none: the ledger holds).
     */
    async check(): Promise<{ packs: number; disagreements: StockDisagreement[] }> {
      const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from product_prices`);
      const rows = await queryRows<{
        id: number;
        name: string;
        qty: string;
        unit: string;
        stock: number;
        ledger: number;
      }>(
        db,
        sql`select p.id, pr.name, p.qty, p.unit, p.stock, coalesce(m.total, 0)::int as ledger
            from product_prices p
            join products pr on pr.id = p.product_id
            left join (select product_price_id, sum(change) as total from stock_movements
                       group by product_price_id) m on m.product_price_id = p.id
            where p.stock <> coalesce(m.total, 0)
            order by p.id`,
      );
      const disagreements = rows.map((r) => ({
        packId: Number(r.id),
        label: `${r.name} ${packName({ qty: Number(r.qty), unit: r.unit })}`,
        stock: Number(r.stock),
        ledger: Number(r.ledger),
      }));
      return { packs: Number(n), disagreements };
    },
  };
}

export type LedgerReads = ReturnType<typeof createLedgerReads>;
