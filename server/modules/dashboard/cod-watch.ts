import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";

/**
 * What the dashboard watches of cash on delivery (docs/decisions/0037-cod-confirmation.md): the
 * orders waiting for their customer's confirmation, and where parcels come back refused.
 */

/** COD orders waiting for their confirmation: how many, and since when the oldest. */
export async function codWaiting(db: Db): Promise<{ count: number; oldestAt: Date | null }> {
  const [row] = await queryRows<{ n: number; oldest: string | Date | null }>(
    db,
    sql`select count(*)::int as n, min(created_at) as oldest from orders where status = 'AWAITING_CONFIRMATION'`,
  );
  return { count: Number(row?.n ?? 0), oldestAt: row?.oldest ? new Date(row.oldest) : null };
}

/** One pincode's cash on delivery parcels of the last 90 days that reached the door. */
export interface PincodeReturns {
  pincode: string;
  /** Delivered or refused at the door (RETURNED). */
  reached: number;
  returned: number;
  /** returned / reached, 0–1. */
  rate: number;
  /** The owner turned cash on delivery off there. */
  codOff: boolean;
}

export const RTO_DAYS = 90;

/**
 * The return-to-origin rate per pincode: of the COD orders placed in the last 90 days that
 * reached delivery or were refused at the door, the share refused; worst first (then the most
 * refused), pincodes with no refusal left out. Pincodes where COD is off are listed too (with
 * their figures, if any), so the owner can turn it back on.
 */
export async function codReturnsByPincode(db: Db, now = new Date(), limit = 20): Promise<PincodeReturns[]> {
  const since = new Date(now.getTime() - RTO_DAYS * 86_400_000).toISOString();
  const rows = await queryRows<{ pincode: string; reached: number; returned: number; cod_off: boolean }>(
    db,
    sql`with figures as (
          select ship_pincode as pincode, count(*)::int as reached,
                 (count(*) filter (where status = 'RETURNED'))::int as returned
          from orders
          where payment_method = 'COD' and status in ('DELIVERED', 'RETURNED')
            and created_at >= ${since}::timestamptz
          group by ship_pincode)
        select coalesce(f.pincode, o.pincode) as pincode, coalesce(f.reached, 0) as reached,
               coalesce(f.returned, 0) as returned, (o.pincode is not null) as cod_off
        from figures f full join cod_off_pincodes o on o.pincode = f.pincode
        where coalesce(f.returned, 0) > 0 or o.pincode is not null
        order by (coalesce(f.returned, 0)::float / greatest(coalesce(f.reached, 0), 1)) desc,
                 coalesce(f.returned, 0) desc, 1
        limit ${limit}`,
  );
  return rows.map((r) => ({
    pincode: r.pincode,
    reached: Number(r.reached),
    returned: Number(r.returned),
    rate: Number(r.reached) > 0 ? Number(r.returned) / Number(r.reached) : 0,
    codOff: Boolean(r.cod_off),
  }));
}
