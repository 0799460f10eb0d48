import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, identityId, updatedAt } from "../../db/columns";

/**
 * Active ingredients the Government of India has banned or restricted, as the owner keeps them
 * (docs/decisions/0048-registration-and-ingredients.md): a product naming a banned one cannot be
 * on sale, and one naming a restricted one needs a restriction note. The migration seeds the
 * published list, so a shop upgrading gets it too.
 */
export const listedIngredients = pgTable(
  "listed_ingredients",
  {
    id: identityId(),
    name: text("name").notNull(),
    status: text("status").$type<"banned" | "restricted">().notNull(),
    /** "S.O. 3951(E)"; empty when not known. */
    notification: text("notification").notNull().default(""),
    notifiedOn: date("notified_on", { mode: "string" }),
    /** What the ban or restriction is ("only through pest control operators"). */
    note: text("note").notNull().default(""),
    /** Where the row comes from, or "to verify with CIB&RC list". */
    source: text("source").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("listed_ingredients_name").on(sql`lower(${t.name})`),
    check("listed_ingredients_status", sql`${t.status} in ('banned', 'restricted')`),
    check("listed_ingredients_name_given", sql`length(trim(${t.name})) between 2 and 100`),
  ],
);
