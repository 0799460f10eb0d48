import { integer, type ReferenceConfig, timestamp } from "drizzle-orm/pg-core";

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
