import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, text } from "drizzle-orm/pg-core";
import { createdAt, requiredRef } from "../../db/columns";
import { staff } from "./staff.schema";

/**
 * What staff did on a thing of an inbox (a contact message, a bulk enquiry): a note, an emailed
 * reply (its text as sent) or a status change. Each inbox keeps its own table of these.
 */
export const staffEventColumns = () => ({
  staffId: requiredRef("staff_id", () => staff.id),
  kind: text("kind").$type<"note" | "reply" | "status">().notNull(),
  body: text("body").notNull().default(""),
  /** The status the thing moved to, on `status` events. */
  status: text("status"),
  createdAt: createdAt(),
});

/** The events of one thing in time order, and only the kinds above. */
export const staffEventChecks = (
  table: string,
  by: string,
  t: { kind: AnyPgColumn; createdAt: AnyPgColumn },
  on: AnyPgColumn,
) => [
  index(`${table}_${by}_idx`).on(on, t.createdAt),
  check(`${table}_kind`, sql`${t.kind} in ('note', 'reply', 'status')`),
];
