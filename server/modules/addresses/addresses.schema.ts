import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, identityId, requiredRef } from "../../db/columns";
import { users } from "../accounts";

/** Saved delivery addresses; the partial unique index allows one primary per customer. */
export const addresses = pgTable(
  "addresses",
  {
    id: identityId(),
    userId: requiredRef("user_id", () => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    address1: text("address1").notNull(),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull(),
    district: text("district").notNull().default(""),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    landmark: text("landmark").notNull().default(""),
    isPrimary: boolean("is_primary").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId),
    uniqueIndex("addresses_one_primary_uq").on(t.userId).where(sql`${t.isPrimary}`),
  ],
);

export type Address = typeof addresses.$inferSelect;
