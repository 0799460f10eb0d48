import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.schema";
import { productPrices, products } from "../catalog/catalog.schema";

/** One cart per customer, kept in the database so every process sees it. */
export const carts = pgTable("carts", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A pack size in a cart. No prices here: the cart is priced from the catalogue on every read. */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    productPriceId: integer("product_price_id")
      .notNull()
      .references(() => productPrices.id),
    qty: integer("qty").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("cart_lines_cart_price_uq").on(t.cartId, t.productPriceId),
    index("cart_lines_cart_idx").on(t.cartId),
    check("cart_lines_qty", sql`${t.qty} >= 1`),
  ],
);
