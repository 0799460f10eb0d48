import { type SQL, sql } from "drizzle-orm";
import { check, integer, type PgColumn, type ReferenceConfig, text, timestamp } from "drizzle-orm/pg-core";

// Column blocks that many tables share, written once. Each helper returns a new builder, so no
// two tables share one. The migrations are generated from these: changing one changes the database.

/** The row's key: an integer the database numbers (`generated always as identity`). */
export const identityId = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

/** A moment in time, stored with its time zone (every timestamp of the shop is one). */
export const instant = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => instant("created_at").notNull().defaultNow();

/** When the row was last changed. */
export const updatedAt = () => instant("updated_at").notNull().defaultNow();

/** A required integer column pointing at another table's row (`on delete` as given, else no action). */
export const requiredRef = <TName extends string>(
  name: TName,
  target: ReferenceConfig["ref"],
  actions?: ReferenceConfig["actions"],
) => integer(name).notNull().references(target, actions);

/** A translation's language (docs/decisions/0017-content-in-hindi.md). */
export const translationLang = () => text("lang").notNull();

/** Translations are of the English rows: 'en' itself is never stored, and codes are ISO 639's. */
export const translationLangCheck = (name: string, column: PgColumn) =>
  check(name, sql`${column} ~ '^[a-z]{2,3}$' and ${column} <> 'en'` as SQL);
