import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { ENQUIRY_STATUSES, type EnquiryStatus } from "../../../lib/inbox-statuses";
import { createdAt, identityId, requiredRef, updatedAt } from "../../db/columns";
import { users } from "../accounts";
import { packRefs } from "../catalog";
import { staffEventChecks, staffEventColumns } from "../staff";

export { ENQUIRY_STATUSES, type EnquiryStatus };

/** Bulk order enquiries for the staff to answer, with every product row. */
export const bulkEnquiries = pgTable(
  "bulk_enquiries",
  {
    id: identityId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    status: text("status").$type<EnquiryStatus>().notNull().default("new"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bulk_enquiries_created_idx").on(t.createdAt),
    index("bulk_enquiries_user_idx").on(t.userId),
    index("bulk_enquiries_status_idx").on(t.status, t.createdAt),
    check("bulk_enquiries_status", sql`${t.status} in ('new', 'quoted', 'won', 'lost', 'closed')`),
  ],
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

/** What the staff did on an enquiry: a note, an emailed reply (its text as sent) or a status change. */
export const bulkEnquiryEvents = pgTable(
  "bulk_enquiry_events",
  {
    id: identityId(),
    enquiryId: requiredRef("enquiry_id", () => bulkEnquiries.id, { onDelete: "cascade" }),
    ...staffEventColumns(),
  },
  (t) => staffEventChecks("bulk_enquiry_events", "enquiry", t, t.enquiryId),
);
