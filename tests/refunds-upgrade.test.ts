import { asc, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { refunds } from "../server/modules/payments/payments.schema";
import { razorpayProvider } from "../server/modules/payments/providers";
import { createRefunds } from "../server/modules/payments/refunds";
import { startRazorpayFake } from "./helpers/razorpay-fake";
import { afterFile, databaseBefore, oldCustomer } from "./helpers/upgrade";

// The refunds migration (0018) on a shop whose refunds were kept on the payment rows: each
// becomes a refund row, the one still owed is looked for at Razorpay under the receipt the old
// version sent (order_<id>) before it is made, so a refund made just before the upgrade is not
// made again.

describe("the refunds migration", () => {
  it("makes a refund row of each old refund, and finds the one owed at the provider before making it", async () => {
    const database = await databaseBefore("_refunds");
    const db = database.db;
    const customer = await oldCustomer(db, "old-refunds@example.com", "9000000003");
    const order = async (status: string, paymentStatus: string) =>
      (
        await queryRows<{ id: number }>(
          db,
          sql`insert into orders (user_id, status, payment_status, subtotal_mrp_paise, total_paise, ship_full_name,
            ship_email, ship_mobile, ship_address1, ship_city, ship_state, ship_pincode, provider, expires_at)
          values (${customer}, ${status}, ${paymentStatus}, 45000, 45000, 'Old Customer', 'old-refunds@example.com',
            '9000000003', '1 Road', 'Siliguri', 'West Bengal', '734001', 'razorpay', now()) returning id`,
        )
      )[0].id;
    const owed = await order("REFUND_DUE", "REFUND_DUE");
    const done = await order("CANCELLED", "REFUNDED");
    // As the old version kept them: the lease and the provider's refund id on the payment row.
    await db.execute(sql`insert into payment_transactions (order_id, user_id, provider, provider_order_id,
        provider_payment_id, status, amount_paise, raw, refund_claimed_until, refunded_at) values
      (${owed}, ${customer}, 'razorpay', 'order_Old1', 'pay_OldOwed000001', 'Refunding', 45000,
        '{"source":"checkout"}', now() + interval '1 minute', null),
      (${done}, ${customer}, 'razorpay', 'order_Old2', 'pay_OldDone000001', 'Refund', 45000,
        '{"source":"checkout","refundId":"rfnd_OldDone00001"}', null, now())`);
    await migrateDatabase(database);

    const rows = await db.select().from(refunds).orderBy(asc(refunds.id));
    expect(
      rows.map((r) => [r.orderId, r.status, r.kind, r.amountPaise, r.reference, r.providerRefundId]),
    ).toEqual([
      [owed, "Refunding", "whole", 45000, `order_${owed}`, null],
      [done, "Refund", "whole", 45000, `order_${done}`, "rfnd_OldDone00001"],
    ]);
    expect(rows[0].attempts).toBe(1);
    expect(rows[0].claimedUntil).not.toBeNull();

    // The old version had refunded the owed one just before the upgrade, its answer lost.
    const fake = await startRazorpayFake("rzp_test_up01", "secret_up_123456");
    afterFile(() => fake.close());
    fake.state.refunds.push({
      id: "rfnd_BeforeUp0001",
      paymentId: "pay_OldOwed000001",
      amount: 45000,
      receipt: `order_${owed}`,
      notes: {},
      status: "processed",
    });
    const job = createRefunds(db, {
      provider: razorpayProvider({
        keyId: "rzp_test_up01",
        keySecret: "secret_up_123456",
        webhookSecret: "whsec_up",
        apiUrl: fake.url,
      }),
      logger: pino({ level: "silent" }),
      shop: { shopName: "Haritha Agro", publicUrl: "http://localhost:3000" },
    });
    // The old lease is kept: nothing is taken until it runs out.
    expect(await job.retryDue()).toBe(0);
    await db.execute(sql`update refunds set claimed_until = null`);
    expect(await job.retryDue()).toBe(1);
    expect(fake.refundsOf("pay_OldOwed000001")).toHaveLength(1);
    const [after] = await db.select().from(refunds).orderBy(asc(refunds.id));
    expect(after).toMatchObject({ status: "Refund", providerRefundId: "rfnd_BeforeUp0001" });
    const [o] = await queryRows<{ status: string; payment_status: string }>(
      db,
      sql`select status::text as status, payment_status::text as payment_status from orders where id = ${owed}`,
    );
    expect(o).toEqual({ status: "REFUNDED", payment_status: "REFUNDED" });
  });
});
