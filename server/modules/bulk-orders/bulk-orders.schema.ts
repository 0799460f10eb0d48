import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.schema";
import { productPrices, products } from "../catalog/catalog.schema";

/** Bulk order enquiries for the staff to answer, with every product row. */
export const bulkEnquiries = pgTable(
  "bulk_enquiries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    status: text("status").notNull().default("NEW"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("bulk_enquiries_created_idx").on(t.createdAt), index("bulk_enquiries_user_idx").on(t.userId)],
);

export const bulkEnquiryItems = pgTable(
  "bulk_enquiry_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => bulkEnquiries.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    productPriceId: integer("product_price_id")
      .notNull()
      .references(() => productPrices.id),
    qty: integer("qty").notNull(),
  },
  (t) => [
    index("bulk_enquiry_items_enquiry_idx").on(t.enquiryId),
    check("bulk_enquiry_items_qty", sql`${t.qty} >= 1`),
  ],
);
