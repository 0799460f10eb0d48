import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { indiaDay } from "../server/modules/dashboard/dashboard.service";
import type { OrderStatus, PaymentStatus } from "../server/modules/orders/order-status";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { adminPost, staffForFile } from "./helpers/staff";

/**
 * The dashboard (/api/admin/v1/dashboard/get and its service): waiting orders for everyone;
 * sales by India's day, refunds due and low stock only for the roles that may see them.
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const team = staffForFile(t);
let customerId: number;
beforeAll(async () => {
  customerId = (await newCustomer(t)).userId;
});

/** An order as the lifecycle would have left it, paid (or not) at a given instant. */
async function order(o: {
  status: OrderStatus;
  payment?: PaymentStatus;
  rupees: number;
  paidAt: Date | null;
}) {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into orders (user_id, status, payment_status, subtotal_mrp_paise, total_paise,
          ship_full_name, ship_email, ship_mobile, ship_address1, ship_city, ship_state, ship_pincode,
          provider, expires_at, paid_at, created_at)
        values (${customerId}, ${o.status}, ${o.payment ?? (o.paidAt ? "PAID" : "PENDING")},
          ${o.rupees * 100}, ${o.rupees * 100}, 'Asha', 'asha@example.com', '9800000000', 'Ward 4',
          'Siliguri', 'West Bengal', '734001', 'sandbox', now(), ${o.paidAt?.toISOString() ?? null},
          coalesce(${o.paidAt?.toISOString() ?? null}::timestamptz, now()))
        returning id`,
  );
  return row.id;
}

const at = (iso: string) => new Date(iso);
const all = { money: true, stock: true, inbox: true };

describe("the dashboard's figures", () => {
  it("count what the shop keeps of an order with a part refund, made or on its way", async () => {
    const now = at("2033-06-10T12:00:00+05:30");
    const kept = await order({ status: "DELIVERED", rupees: 1000, paidAt: at("2033-06-10T09:00:00+05:30") });
    const [payment] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into payment_transactions (order_id, user_id, provider, provider_order_id, status, amount_paise)
          values (${kept}, ${customerId}, 'sandbox', ${`sb_${kept}`}, 'Credit', 100000) returning id`,
    );
    for (const [rupees, status] of [
      [150, "Refund"],
      [100, "Refunding"],
    ] as const) {
      await t.database.db.execute(
        sql`insert into refunds (order_id, transaction_id, amount_paise, reference, status, kind, reason)
            values (${kept}, ${payment.id}, ${rupees * 100}, ${`part-${rupees}`}, ${status}, 'part', 'damaged')`,
      );
    }
    const f = await t.services.dashboard.figures(all, now);
    expect(f.sales?.today).toEqual({ orders: 1, revenuePaise: 750_00 });
  });

  it("count paid orders and revenue by India's day: today, the last 7 and 30 days, each day", async () => {
    // Noon in India on 15 March 2031; the day began at 18:30 UTC on the 14th.
    const now = at("2031-03-15T12:00:00+05:30");
    const before = await t.services.dashboard.figures(all, now);
    expect(before.today).toBe("2031-03-15");
    expect(before.sales?.last30).toEqual({ orders: 0, revenuePaise: 0 });

    await order({ status: "PAID", rupees: 100, paidAt: at("2031-03-15T00:00:00+05:30") }); // today's first second
    await order({ status: "DELIVERED", rupees: 200, paidAt: at("2031-03-14T20:00:00Z") }); // 01:30 India: today
    await order({ status: "SHIPPED", rupees: 300, paidAt: at("2031-03-14T23:59:59+05:30") }); // yesterday
    await order({ status: "PACKED", rupees: 400, paidAt: at("2031-03-09T00:00:00+05:30") }); // 7th day back
    await order({ status: "PAID", rupees: 500, paidAt: at("2031-03-08T23:59:59+05:30") }); // 8th day back
    await order({ status: "DELIVERED", rupees: 600, paidAt: at("2031-02-14T00:00:00+05:30") }); // 30th day back
    await order({ status: "DELIVERED", rupees: 700, paidAt: at("2031-02-13T23:59:59+05:30") }); // 31st: out
    // Money not kept: refunded or owed back, never revenue.
    await order({
      status: "CANCELLED",
      payment: "REFUND_DUE",
      rupees: 800,
      paidAt: at("2031-03-15T09:00:00+05:30"),
    });
    await order({
      status: "REFUNDED",
      payment: "REFUNDED",
      rupees: 900,
      paidAt: at("2031-03-15T09:30:00+05:30"),
    });
    await order({ status: "PENDING_PAYMENT", rupees: 1000, paidAt: null });

    const f = await t.services.dashboard.figures(all, now);
    expect(f.sales?.today).toEqual({ orders: 2, revenuePaise: 300_00 });
    expect(f.sales?.last7).toEqual({ orders: 4, revenuePaise: 1000_00 });
    expect(f.sales?.last30).toEqual({ orders: 6, revenuePaise: 2100_00 });
    const days = f.sales?.days ?? [];
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: "2031-02-14", orders: 1, revenuePaise: 600_00 });
    expect(days.at(-1)).toEqual({ day: "2031-03-15", orders: 2, revenuePaise: 300_00 });
    expect(days.find((d) => d.day === "2031-03-14")).toEqual({
      day: "2031-03-14",
      orders: 1,
      revenuePaise: 300_00,
    });
    expect(days.filter((d) => d.orders > 0).map((d) => d.day)).toEqual([
      "2031-02-14",
      "2031-03-08",
      "2031-03-09",
      "2031-03-14",
      "2031-03-15",
    ]);
    // One second before India's midnight it is still the 14th: the 15th's orders are not "today".
    const lateOn14th = await t.services.dashboard.figures(all, at("2031-03-14T23:59:59+05:30"));
    expect(lateOn14th.today).toBe("2031-03-14");
    expect(lateOn14th.sales?.days.at(-1)).toMatchObject({ day: "2031-03-14", orders: 1 });
  });

  it("count orders waiting to be packed and shipped, refunds due, low-stock packs, new enquiries and messages", async () => {
    const base = await t.services.dashboard.figures(all);
    await order({ status: "PAID", rupees: 10, paidAt: new Date() });
    await order({ status: "PAID", rupees: 10, paidAt: new Date() });
    await order({ status: "PACKED", rupees: 10, paidAt: new Date() });
    await order({ status: "CONFIRMED", payment: "COD_DUE", rupees: 10, paidAt: null });
    await order({ status: "REFUND_DUE", payment: "REFUND_DUE", rupees: 10, paidAt: new Date() });
    const [pack] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from product_prices where stock > low_stock_threshold order by id limit 1`,
    );
    await t.database.db.execute(
      sql`update product_prices set stock = low_stock_threshold where id = ${pack.id}`,
    );
    const [price] = await queryRows<{ id: number; product_id: number }>(
      t.database.db,
      sql`select pp.id, pp.product_id from product_prices pp join products p on p.id = pp.product_id
          where p.is_active order by pp.id limit 1`,
    );
    const enquiry = await t.services.bulkOrders.submit(null, {
      name: "Tea Estate Stores",
      email: "stores@tea.example",
      phone: "9800000001",
      lines: [{ productId: price.product_id, productPriceId: price.id, quantity: 40 }],
    });
    await t.services.contact.submit(
      {
        firstName: "Mina",
        lastName: "Rai",
        email: "mina@example.com",
        message: "Do you deliver to Kalimpong?",
      },
      { ip: "203.0.113.9" },
    );
    await t.services.contact.submit(
      { firstName: "Arun", lastName: "Das", email: "arun@example.com", message: "Is neem cake in stock?" },
      { ip: "203.0.113.10" },
    );
    const f = await t.services.dashboard.figures(all);
    expect(f.orders).toEqual({
      toPackPaid: base.orders.toPackPaid + 2,
      toPackCod: base.orders.toPackCod + 1,
      toShip: base.orders.toShip + 1,
    });
    expect(f.newEnquiries).toBe((base.newEnquiries ?? 0) + 1);
    expect(f.newMessages).toBe((base.newMessages ?? 0) + 2);
    // Taken up: no longer new.
    await t.database.db.execute(sql`update bulk_enquiries set status = 'quoted' where id = ${enquiry}`);
    expect((await t.services.dashboard.figures(all)).newEnquiries).toBe(base.newEnquiries);
    expect(f.refundsDue).toBe((base.refundsDue ?? 0) + 1);
    expect(f.lowStock).toBe((base.lowStock ?? 0) + 1);
  });
});

describe("/api/admin/v1/dashboard/get", () => {
  it("gives a manager and an owner everything, money as rupee strings, today in India", async () => {
    await order({ status: "PAID", rupees: 1234.5, paidAt: new Date() });
    for (const member of [team.manager, team.owner]) {
      const res = await adminPost(t, member.cookie, "/dashboard/get");
      expect(res.status).toBe(200);
      const d = res.body.data;
      expect(d.today).toBe(indiaDay(new Date()));
      expect(d.orders.to_pack_paid).toBeGreaterThanOrEqual(1);
      expect(d.orders.to_pack).toBe(d.orders.to_pack_paid + d.orders.to_pack_cod);
      expect(d.sales.today.orders).toBeGreaterThanOrEqual(1);
      expect(d.sales.today.revenue).toMatch(/^\d+\.\d{2}$/);
      expect(Number(d.sales.today.revenue)).toBeGreaterThanOrEqual(1234.5);
      expect(d.sales.days).toHaveLength(30);
      expect(d.sales.days.at(-1).day).toBe(d.today);
      expect(typeof d.refunds_due).toBe("number");
      expect(typeof d.low_stock).toBe("number");
      expect(typeof d.new_enquiries).toBe("number");
      expect(typeof d.new_messages).toBe("number");
    }
  });

  it("gives a packer the waiting orders only: no revenue, refunds, stock or inbox fields at all", async () => {
    const res = await adminPost(t, team.packer.cookie, "/dashboard/get");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(["cod_waiting", "orders", "today"]);
    expect(Object.keys(res.body.data.orders).sort()).toEqual([
      "to_pack",
      "to_pack_cod",
      "to_pack_paid",
      "to_ship",
    ]);
    expect(JSON.stringify(res.body.data)).not.toMatch(/revenue|refund|stock|enquir|message/);
  });

  it("refuses anyone not signed in (401), and a call from another site (403)", async () => {
    const anon = await t.post("/api/admin/v1/dashboard/get", {});
    expect(anon.status).toBe(401);
    const foreign = await adminPost(
      t,
      team.manager.cookie,
      "/dashboard/get",
      {},
      { origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
  });
});
