import { z } from "zod";
import { toRupeeString } from "../../../lib/money";
import { LICENCE_KINDS } from "../../../lib/regulated";
import { can } from "../../../lib/staff-roles";
import { rupeeString } from "../orders";
import type { SessionStaff } from "../staff";
import type { DashboardFigures, DashboardService, Sales } from "./dashboard.service";
import { licenceSentence } from "./licence-sentence";

// The dashboard as the back office's first page and the admin API show it.

const salesWire = z.object({ orders: z.number().int(), revenue: rupeeString });
const count = z.number().int();

export const dashboardWire = z.object({
  today: z.string().describe("Today in India's time (YYYY-MM-DD), the last day of every range."),
  orders: z
    .object({
      to_pack: count.describe("Waiting to be packed: paid online (PAID) and cash on delivery (CONFIRMED)."),
      to_pack_paid: count.describe("Of those, paid online (status PAID)."),
      to_pack_cod: count.describe("Of those, cash on delivery (status CONFIRMED)."),
      to_ship: count.describe("Packed, waiting to be shipped (status PACKED)."),
    })
    .describe("Orders waiting; every role."),
  cod_waiting: z
    .object({
      count: count.describe(
        "Cash on delivery orders waiting for the customer's confirmation (AWAITING_CONFIRMATION).",
      ),
      oldest_at: z
        .string()
        .nullable()
        .describe("When the oldest of them was placed (ISO time); null when none."),
    })
    .describe("Every role."),
  cod_returns: z
    .array(
      z.object({
        pincode: z.string(),
        reached: count.describe("COD orders of the last 90 days delivered or refused at the door."),
        returned: count.describe("Of those, refused at the door (RETURNED)."),
        rate: z.number().describe("returned / reached, 0 to 1."),
        cod_off: z.boolean().describe("The owner turned cash on delivery off for this pincode."),
      }),
    )
    .optional()
    .describe(
      "The return-to-origin rate per pincode, worst first (pincodes with a refusal, and those with COD off); roles with `payments`.",
    ),
  sales: z
    .object({
      today: salesWire,
      last_7_days: salesWire,
      last_30_days: salesWire,
      days: z.array(salesWire.extend({ day: z.string() })).describe("The 30 days, oldest first."),
    })
    .optional()
    .describe(
      "Paid orders and revenue kept (paid, packed, shipped, delivered; less part refunds) by India's day of payment; roles with `payments` only.",
    ),
  refunds_due: count
    .optional()
    .describe("Orders owing a refund (payment REFUND_DUE); roles with `payments`."),
  low_stock: count.optional().describe("Packs at or below their low-stock level; roles with `stock`."),
  new_enquiries: count.optional().describe("Bulk enquiries with status `new`; roles with `customers`."),
  new_messages: count.optional().describe("Contact messages with status `new`; roles with `customers`."),
  licences: z
    .array(
      z.object({
        kind: z.enum(LICENCE_KINDS),
        state: z
          .enum(["ending", "ended", "none"])
          .describe(
            "`ending`: its latest licence ends within 30 days; `ended`: it has ended and its goods are off sale; `none`: goods of the kind are on the catalogue and the shop has no licence of it.",
          ),
        last_day: z.string().nullable().describe("The latest licence's last valid day (India's day)."),
        days_left: count.nullable().describe("Days from today to that last day; negative once ended."),
        products: count.describe("Active products of the kind (off sale while ended or none)."),
        sentence: z.string().describe("What the owner should do, in a sentence."),
      }),
    )
    .optional()
    .describe("Licence kinds that need the owner; roles with `catalogue`. Empty: nothing to do."),
  batches: z
    .array(
      z.object({
        batch_id: count,
        batch_no: z.string(),
        pack_id: count,
        product_id: count,
        pack: z.string(),
        expires_on: z.string().describe("The last day it may be sold (India's day)."),
        left: count.describe("Packs of it on the shelf."),
        state: z
          .enum(["expiring", "expired"])
          .describe(
            "`expiring`: within 60 days; `expired`: off sale, its packs to be destroyed or sent back.",
          ),
      }),
    )
    .optional()
    .describe(
      "Batches with packs left that expire within 60 days or have expired, soonest first; roles with `stock`.",
    ),
});

/** What a member's role lets the dashboard show (lib/staff-roles.ts). */
export const dashboardParts = (me: Pick<SessionStaff, "role">) => ({
  money: can(me.role, "payments"),
  stock: can(me.role, "stock"),
  inbox: can(me.role, "customers"),
  licences: can(me.role, "catalogue"),
});

const sales = (s: Sales) => ({ orders: s.orders, revenue: toRupeeString(s.revenuePaise) });

export function presentDashboard(f: DashboardFigures): z.input<typeof dashboardWire> {
  return {
    today: f.today,
    orders: {
      to_pack: f.orders.toPackPaid + f.orders.toPackCod,
      to_pack_paid: f.orders.toPackPaid,
      to_pack_cod: f.orders.toPackCod,
      to_ship: f.orders.toShip,
    },
    cod_waiting: { count: f.codWaiting.count, oldest_at: f.codWaiting.oldestAt?.toISOString() ?? null },
    ...(f.codReturns
      ? {
          cod_returns: f.codReturns.map((r) => ({
            pincode: r.pincode,
            reached: r.reached,
            returned: r.returned,
            rate: r.rate,
            cod_off: r.codOff,
          })),
        }
      : {}),
    ...(f.sales
      ? {
          sales: {
            today: sales(f.sales.today),
            last_7_days: sales(f.sales.last7),
            last_30_days: sales(f.sales.last30),
            days: f.sales.days.map((d) => ({ day: d.day, ...sales(d) })),
          },
        }
      : {}),
    ...(f.refundsDue !== undefined ? { refunds_due: f.refundsDue } : {}),
    ...(f.lowStock !== undefined ? { low_stock: f.lowStock } : {}),
    ...(f.newEnquiries !== undefined ? { new_enquiries: f.newEnquiries } : {}),
    ...(f.newMessages !== undefined ? { new_messages: f.newMessages } : {}),
    ...(f.batches
      ? {
          batches: f.batches.map((b) => ({
            batch_id: b.batchId,
            batch_no: b.batchNo,
            pack_id: b.packId,
            product_id: b.productId,
            pack: b.pack,
            expires_on: b.expiresOn,
            left: b.left,
            state: b.state,
          })),
        }
      : {}),
    ...(f.licences
      ? {
          licences: f.licences.map((w) => ({
            kind: w.kind,
            state: w.state,
            last_day: w.lastDay,
            days_left: w.daysLeft,
            products: w.products,
            sentence: licenceSentence(w),
          })),
        }
      : {}),
  };
}

/** The figures `me`'s role may see, presented (the page and `/dashboard/get` alike). */
export async function dashboardFor(dashboard: DashboardService, me: Pick<SessionStaff, "role">) {
  return presentDashboard(await dashboard.figures(dashboardParts(me)));
}
