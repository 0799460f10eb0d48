import { type SQL, sql } from "drizzle-orm";
import { INDIA_TIME_ZONE } from "../../../lib/india-time";
import type { Paise } from "../../../lib/money";
import { indiaDayEnd, indiaDayStart } from "../../../lib/validation/fulfilment";
import { type Db, queryRows } from "../../db/client";
import { PAID_STATUSES } from "../orders";
import { type BatchWarning, batchWarnings } from "./batch-watch";
import { codReturnsByPincode, codWaiting, type PincodeReturns } from "./cod-watch";
import { type LicenceWarning, licenceWarnings } from "./licence-watch";

/** Paid orders and their revenue over some days. */
export interface Sales {
  orders: number;
  revenuePaise: Paise;
}

/** One day of India's calendar (YYYY-MM-DD) and what was paid on it. */
export interface SalesDay extends Sales {
  day: string;
}

/** What the dashboard shows; a part the member may not see is left out, not zeroed. */
export interface DashboardFigures {
  /** Today in India (YYYY-MM-DD): the last day of every range. */
  today: string;
  /**
   * Orders waiting: to pack, paid online (PAID) or confirmed for cash on delivery (CONFIRMED);
   * packed, to ship.
   */
  orders: { toPackPaid: number; toPackCod: number; toShip: number };
  /** Cash on delivery waiting for the customer's confirmation (decision 0037); every role. */
  codWaiting: { count: number; oldestAt: Date | null };
  /** Cash on delivery refused at the door per pincode, last 90 days; roles with `payments`. */
  codReturns?: PincodeReturns[];
  /** Money kept: today, the last 7 and 30 days (each including today), and each of the 30 days. */
  sales?: { today: Sales; last7: Sales; last30: Sales; days: SalesDay[] };
  /** Orders whose money the shop still owes back (payment status REFUND_DUE). */
  refundsDue?: number;
  /** Packs at or below their low-stock level (the /admin/stock list). */
  lowStock?: number;
  /** Bulk enquiries and contact messages nobody has taken up yet (status `new`). */
  newEnquiries?: number;
  newMessages?: number;
  /** Licences ending within 30 days, ended, or missing for goods on sale; roles with `catalogue`. */
  licences?: LicenceWarning[];
  /** Batches expiring within 60 days or expired, with units left; roles with `stock`. */
  batches?: BatchWarning[];
}

/** Which parts to compute: a member's role decides (dashboard.api.ts). */
export interface DashboardParts {
  money: boolean;
  stock: boolean;
  /** The inboxes: bulk enquiries and contact messages. */
  inbox: boolean;
  /** The shop's licences and the goods they stop (docs/decisions/0047-regulated-sales.md). */
  licences?: boolean;
}

const DAY_MS = 86_400_000;
/** India keeps one offset all year (no daylight saving): +05:30. */
const INDIA_OFFSET_MS = 5.5 * 3_600_000;

/** The day in India at an instant. */
export const indiaDay = (at: Date) => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
/** The day `n` days after (or before, when negative) a day. */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

const keptStatuses = sql.join(
  PAID_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The back office's first page in two aggregate queries, whatever the number of orders
 * (bench/dashboard.ts): the waiting counts in one statement of scalar subqueries, and the
 * money paid per India day over the last 30 days. Revenue counts orders whose money the shop
 * kept (now paid, packed, shipped or delivered), by the day they were paid: a cancelled and
 * refunded order leaves the figures, and cash on delivery counts once it is collected (its
 * paid_at is set then; a parcel refused at the door never counts).
 */
/** The zone as SQL text (a constant, never input): the same expression in select and group by. */
const INDIA_ZONE = sql.raw(`'${INDIA_TIME_ZONE}'`);

export function createDashboardService(db: Db) {
  async function counts(parts: DashboardParts) {
    const wanted: [string, SQL][] = [
      // Paid online, or confirmed for cash on delivery: both wait for a packer (two lists).
      ["to_pack_paid", sql`(select count(*) from orders where status = 'PAID')`],
      ["to_pack_cod", sql`(select count(*) from orders where status = 'CONFIRMED')`],
      ["to_ship", sql`(select count(*) from orders where status = 'PACKED')`],
    ];
    if (parts.money) {
      wanted.push(["refunds_due", sql`(select count(*) from orders where payment_status = 'REFUND_DUE')`]);
    }
    if (parts.stock) {
      wanted.push([
        "low_stock",
        sql`(select count(*) from product_prices where stock <= low_stock_threshold)`,
      ]);
    }
    if (parts.inbox) {
      wanted.push(
        ["new_enquiries", sql`(select count(*) from bulk_enquiries where status = 'new')`],
        ["new_messages", sql`(select count(*) from contact_messages where status = 'new')`],
      );
    }
    const select = sql.join(
      wanted.map(([name, q]) => sql`${q}::int as ${sql.identifier(name)}`),
      sql`, `,
    );
    const [row] = await queryRows<Record<string, number>>(db, sql`select ${select}`);
    return row;
  }

  async function sales(today: string) {
    const first = addDays(today, -29);
    const rows = await queryRows<{ day: string; orders: number; revenue: string | number }>(
      db,
      sql`select to_char((paid_at at time zone ${INDIA_ZONE})::date, 'YYYY-MM-DD') as day,
                 count(*)::int as orders,
                 -- Kept: a part refund (made or on its way) is money going back, never revenue.
                 coalesce(sum(total_paise - (select coalesce(sum(r.amount_paise), 0) from refunds r
                                             where r.order_id = orders.id and r.kind = 'part')), 0)::bigint as revenue
          from orders
          where paid_at >= ${indiaDayStart(first).toISOString()}::timestamptz
            and paid_at < ${indiaDayEnd(today).toISOString()}::timestamptz
            and status in (${keptStatuses})
          group by (paid_at at time zone ${INDIA_ZONE})::date`,
    );
    const byDay = new Map(rows.map((r) => [r.day, r]));
    const days: SalesDay[] = Array.from({ length: 30 }, (_, i) => {
      const day = addDays(first, i);
      const r = byDay.get(day);
      return { day, orders: r ? Number(r.orders) : 0, revenuePaise: r ? Number(r.revenue) : 0 };
    });
    const total = (list: SalesDay[]): Sales => ({
      orders: list.reduce((n, d) => n + d.orders, 0),
      revenuePaise: list.reduce((n, d) => n + d.revenuePaise, 0),
    });
    return { today: total(days.slice(-1)), last7: total(days.slice(-7)), last30: total(days), days };
  }

  return {
    /** The figures at `now` (tests pass a moment; the page and the API the present one). */
    async figures(parts: DashboardParts, now = new Date()): Promise<DashboardFigures> {
      const today = indiaDay(now);
      const [c, s, waiting, returns, licences, batches] = await Promise.all([
        counts(parts),
        parts.money ? sales(today) : undefined,
        codWaiting(db),
        parts.money ? codReturnsByPincode(db, now) : undefined,
        parts.licences ? licenceWarnings(db, today) : undefined,
        parts.stock ? batchWarnings(db, today) : undefined,
      ]);
      return {
        today,
        orders: {
          toPackPaid: Number(c.to_pack_paid),
          toPackCod: Number(c.to_pack_cod),
          toShip: Number(c.to_ship),
        },
        codWaiting: waiting,
        ...(returns ? { codReturns: returns } : {}),
        ...(s ? { sales: s } : {}),
        ...(parts.money ? { refundsDue: Number(c.refunds_due) } : {}),
        ...(parts.stock ? { lowStock: Number(c.low_stock) } : {}),
        ...(parts.inbox
          ? { newEnquiries: Number(c.new_enquiries), newMessages: Number(c.new_messages) }
          : {}),
        ...(licences ? { licences } : {}),
        ...(batches ? { batches } : {}),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
