import { and, eq, isNull, lte, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { emailOutbox, type OutboxRow } from "../outbox";

/** A WhatsApp message not delivered this long after it was sent goes by SMS instead. */
export const FALLBACK_AFTER_MS = 5 * 60_000;

type Executor = Pick<Db, "insert">;

/**
 * Queues the SMS that stands in for a WhatsApp message, once: the unique index on fallback_of
 * turns a second try (another process, a late report) into nothing. True when this call queued it.
 */
export async function enqueueFallback(db: Executor, row: OutboxRow): Promise<boolean> {
  const inserted = await db
    .insert(emailOutbox)
    .values({
      channel: "sms",
      toAddress: row.toAddress,
      subject: "",
      bodyText: row.bodyText,
      kind: row.kind,
      lang: row.lang,
      vars: row.vars,
      fallbackOf: row.id,
    })
    .onConflictDoNothing()
    .returning({ id: emailOutbox.id });
  return inserted.length > 0;
}

const fallback = alias(emailOutbox, "fallback");

/**
 * Sends by SMS the WhatsApp messages that did not reach the phone: sent more than `afterMs` ago
 * and not reported delivered, or given up (FAILED: refused by the API every time, or reported
 * failed). Safe in any number of processes at once (enqueueFallback). Returns how many it queued.
 */
export async function fallBackUndelivered(
  db: Db,
  opts: { afterMs?: number; batch?: number } = {},
): Promise<number> {
  const afterMs = Math.round(opts.afterMs ?? FALLBACK_AFTER_MS);
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.channel, "whatsapp"),
        isNull(emailOutbox.deliveredAt),
        or(
          and(
            eq(emailOutbox.status, "SENT"),
            lte(emailOutbox.sentAt, sql`now() - (${String(afterMs)}::bigint * interval '1 millisecond')`),
          ),
          eq(emailOutbox.status, "FAILED"),
        ),
        notExists(db.select({ one: sql`1` }).from(fallback).where(eq(fallback.fallbackOf, emailOutbox.id))),
      ),
    )
    .orderBy(emailOutbox.id)
    .limit(opts.batch ?? 50);
  let queued = 0;
  for (const row of rows) if (await enqueueFallback(db, row)) queued++;
  return queued;
}
