import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, unique } from "drizzle-orm/pg-core";
import { createdAt, identityId, requiredRef, updatedAt } from "../../db/columns";
import { users } from "../accounts";
import { packRefs } from "../catalog";

/** One cart per customer, kept in the database so every process sees it. */
export const carts = pgTable("carts", {
  id: identityId(),
  userId: requiredRef("user_id", () => users.id, { onDelete: "cascade" }).unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A pack size in a cart. No prices here: the cart is priced from the catalogue on every read. */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: identityId(),
    cartId: requiredRef("cart_id", () => carts.id, { onDelete: "cascade" }),
    ...packRefs(),
    qty: integer("qty").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("cart_lines_cart_price_uq").on(t.cartId, t.productPriceId),
    index("cart_lines_cart_idx").on(t.cartId),
    check("cart_lines_qty", sql`${t.qty} >= 1`),
  ],
);
