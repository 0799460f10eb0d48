import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { moveOrder } from "../server/modules/orders/order-lifecycle";
import { databaseBefore, oldCustomer } from "./helpers/upgrade";

// The lifecycle migration on a database whose orders were written with text statuses: each
// keeps its status (the never-used FAILED becomes CANCELLED) and gets the payment status that
// went with it, in the new enum columns.

const OLD = ["PENDING_PAYMENT", "PAID", "SHIPPED", "DELIVERED", "CANCELLED", "EXPIRED", "FAILED"];

describe("the order lifecycle migration", () => {
  it("converts the old text statuses to the enum types and derives each payment status", async () => {
    const database = await databaseBefore("_order_lifecycle");
    const db = database.db;
    const customer = await oldCustomer(db, "old@example.com", "9000000002");
    for (const status of OLD) {
      await db.execute(sql`insert into orders (user_id, status, subtotal_mrp_paise, total_paise, ship_full_name,
          ship_email, ship_mobile, ship_address1, ship_city, ship_state, ship_pincode, provider, expires_at)
        values (${customer}, ${status}, 100, 100, 'Old Customer', 'old@example.com', '9000000002', '1 Road',
          'Siliguri', 'West Bengal', '734001', 'sandbox', now())`);
    }
    await migrateDatabase(database);

    const rows = await queryRows<{ status: string; payment_status: string; udt: string }>(
      db,
      sql`select status::text as status, payment_status::text as payment_status, pg_typeof(status)::text as udt
          from orders order by id`,
    );
    expect(rows.map((r) => [r.status, r.payment_status])).toEqual([
      ["PENDING_PAYMENT", "PENDING"],
      ["PAID", "PAID"],
      ["SHIPPED", "PAID"],
      ["DELIVERED", "PAID"],
      ["CANCELLED", "CANCELLED"],
      ["EXPIRED", "UNPAID"],
      ["CANCELLED", "CANCELLED"],
    ]);
    expect(rows[0].udt).toBe("order_status");
    // An old order moves on through the lifecycle like a new one.
    const [paid] = await queryRows<{ id: number }>(db, sql`select id from orders where status = 'PAID'`);
    const moved = await db.transaction((tx) => moveOrder(tx, paid.id, "PACKED", { kind: "staff", id: 1 }));
    expect(moved.status).toBe("PACKED");
  });
});
