import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, identityId, requiredRef } from "../../db/columns";
import { users } from "../accounts/accounts.schema";
import { packRefs } from "../catalog/catalog.schema";

/** Bulk order enquiries for the staff to answer, with every product row. */
export const bulkEnquiries = pgTable(
  "bulk_enquiries",
  {
    id: identityId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    status: text("status").notNull().default("NEW"),
    createdAt: createdAt(),
  },
  (t) => [index("bulk_enquiries_created_idx").on(t.createdAt), index("bulk_enquiries_user_idx").on(t.userId)],
);

export const bulkEnquiryItems = pgTable(
  "bulk_enquiry_items",
  {
    id: identityId(),
    enquiryId: requiredRef("enquiry_id", () => bulkEnquiries.id, { onDelete: "cascade" }),
    ...packRefs(),
    qty: integer("qty").notNull(),
  },
  (t) => [
    index("bulk_enquiry_items_enquiry_idx").on(t.enquiryId),
    check("bulk_enquiry_items_qty", sql`${t.qty} >= 1`),
  ],
);
