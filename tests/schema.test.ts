import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { createTestDatabase, type TestDatabase } from "./helpers/database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const run = (q: string) => database.db.execute(sql.raw(q));
/** The statement is refused by the database (inside a savepoint, so the test goes on). */
async function refused(q: string) {
  await expect(
    database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(q));
    }),
  ).rejects.toThrow();
}

describe("the data model", () => {
  it("migrates from nothing, and migrating again changes nothing", async () => {
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        "users",
        "sessions",
        "password_reset_tokens",
        "rate_limit_hits",
        "categories",
        "products",
        "product_prices",
        "product_images",
        "carts",
        "cart_lines",
        "promos",
        "addresses",
        "orders",
        "order_lines",
        "stock_holds",
        "payment_transactions",
        "webhook_events",
        "bulk_enquiries",
        "bulk_enquiry_items",
        "blog_categories",
        "blog_posts",
        "contact_messages",
        "email_outbox",
      ]),
    );
    await migrateDatabase(database);
    const [ext] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`,
    );
    expect(ext.n).toBe(1);
  });

  it("refuses negative money, negative stock, discounts above MRP and zero quantities", async () => {
    await refused("update product_prices set mrp_paise = -1 where id = 1");
    await refused("update product_prices set stock = -1 where id = 1");
    await refused("update product_prices set discount_paise = mrp_paise + 1 where id = 1");
    await run(
      "insert into users (full_name, email, phone, password_hash) values ('Asha Devi', 'asha@example.com', '9876543210', 'x')",
    );
    await run("insert into carts (user_id) select id from users where email = 'asha@example.com'");
    await refused(
      "insert into cart_lines (cart_id, product_id, product_price_id, qty) select c.id, 1, pp.id, 0 from carts c, product_prices pp where pp.product_id = 1 limit 1",
    );
  });

  it("keeps emails and phones unique, one primary address per customer, and foreign keys", async () => {
    await refused(
      "insert into users (full_name, email, phone, password_hash) values ('Other', 'asha@example.com', '9000000000', 'x')",
    );
    await refused(
      "insert into users (full_name, email, phone, password_hash) values ('Other', 'other@example.com', '9876543210', 'x')",
    );
    const address =
      "insert into addresses (user_id, full_name, email, mobile, address1, city, state, pincode, is_primary) select id, 'Asha', 'a@example.com', '9876543210', '12 Station Road', 'Siliguri', 'WB', '734001', true from users where email = 'asha@example.com'";
    await run(address);
    await refused(address);
    await refused("insert into product_images (product_id, url, alt) values (999999, '/x.svg', 'x')");
  });

  it("credits a provider payment at most once", async () => {
    await run(`insert into orders (user_id, subtotal_mrp_paise, total_paise, ship_full_name, ship_email, ship_mobile, ship_address1, ship_city, ship_state, ship_pincode, provider, expires_at)
      select id, 100, 100, 'Asha', 'a@example.com', '9876543210', '12 Station Road', 'Siliguri', 'WB', '734001', 'sandbox', now() from users where email = 'asha@example.com'`);
    const credit = `insert into payment_transactions (order_id, user_id, provider, provider_order_id, provider_payment_id, status, amount_paise)
      select o.id, o.user_id, 'sandbox', 'order_1', 'pay_1', 'Credit', 100 from orders o limit 1`;
    await run(credit);
    await refused(credit);
  });

  it("starts enquiries and messages as 'new' and accepts only the inboxes' statuses", async () => {
    await run("insert into bulk_enquiries (name, email) values ('Ravi', 'ravi@example.com')");
    await run(
      "insert into contact_messages (first_name, last_name, email, message) values ('Ravi', 'K', 'ravi@example.com', 'Hello')",
    );
    const [row] = await queryRows<{ enquiry: string; message: string }>(
      database.db,
      sql`select (select status from bulk_enquiries limit 1) as enquiry, (select status from contact_messages limit 1) as message`,
    );
    expect(row).toEqual({ enquiry: "new", message: "new" });
    await refused("update bulk_enquiries set status = 'NEW'");
    await refused("update bulk_enquiries set status = 'answered'");
    await refused("update contact_messages set status = 'quoted'");
    await run("update bulk_enquiries set status = 'won'");
    await run("update contact_messages set status = 'spam'");
  });
});
