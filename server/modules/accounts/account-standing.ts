import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../domain-error";
import { sessions, users } from "./accounts.schema";

type Tx = Pick<Db, "select" | "update" | "delete">;

/**
 * An account's standing, for the back office (server/modules/customers): the account's row,
 * locked for the rest of the caller's transaction; not_found when there is none.
 */
export async function lockAccount(tx: Tx, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  if (!row) throw notFound("This customer was not found.");
  return row;
}

/**
 * Disables the account at `at` (sign-in is then refused, accounts.service.ts) and ends every
 * session of it; or, with null, enables it again. Answers how many sessions ended.
 */
export async function setAccountDisabled(tx: Tx, id: number, at: Date | null): Promise<number> {
  await tx
    .update(users)
    .set({ disabledAt: at, updatedAt: at ?? new Date() })
    .where(eq(users.id, id));
  if (!at) return 0;
  const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
  return ended.length;
}
