import { asc, eq } from "drizzle-orm";
import { emailOutbox } from "../../server/modules/outbox/outbox.schema";
import type { TestApp } from "./app";

/** The newest outbox email to `to` (by id: PostgreSQL returns updated rows in any order). */
export async function lastEmailTo(t: TestApp, to: string) {
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(asc(emailOutbox.id));
  return rows.at(-1);
}
