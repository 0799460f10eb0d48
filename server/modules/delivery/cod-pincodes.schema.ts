import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";
import { staff } from "../staff";

/**
 * Pincodes where the owner turned cash on delivery off (too many parcels refused at the door,
 * docs/decisions/0037-cod-confirmation.md): checkout refuses COD there whatever the COD rules say.
 */
export const codOffPincodes = pgTable(
  "cod_off_pincodes",
  {
    pincode: text("pincode").primaryKey(),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [check("cod_off_pincodes_digits", sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`)],
);
