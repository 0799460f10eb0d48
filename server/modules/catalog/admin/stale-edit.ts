import { and, desc, eq } from "drizzle-orm";
import { INDIA_TIME_ZONE } from "../../../../lib/india-time";
import { conflict } from "../../../domain-error";
import { auditLog, type Tx } from "../../staff";

// The shop's clock for people is India's (the back office is read there).
const when = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: INDIA_TIME_ZONE,
});

/** A moment as the back office writes it: "23 Nov 2026, 5:48 pm" (India's time). */
export const shopTime = (at: Date) => when.format(at);

/**
 * Refuses an edit that started from an older version of a row: "This product was changed by
 * Asha Rao at 23 Nov 2026, 5:48 pm; reload." Who and when come from the row's last audit entry
 * about `entity`; `label` names the thing for people when the entity's name is not its word
 * ("promo" → "promo code").
 */
export async function staleEdit(tx: Tx, entity: string, id: number, updatedAt: Date, label = entity) {
  const [last] = await tx
    .select({ actor: auditLog.actor, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const by = last?.actor ?? "someone";
  return conflict(`This ${label} was changed by ${by} at ${when.format(last?.at ?? updatedAt)}; reload.`);
}
