import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "../../db/columns";

/**
 * The shop's own settings, one row a group (`identity`: name, address, phones…;
 * `security`: two-factor for all staff). Values are JSON checked by the settings service.
 */
export const shopSettings = pgTable("shop_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});
