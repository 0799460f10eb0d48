import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox } from "../outbox";
import { enqueueFallback } from "./fallback";

/** What WhatsApp reports of a message it took: on its way, on the phone, read, or lost. */
export const DELIVERY_STATUSES = ["sent", "delivered", "read", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface DeliveryReport {
  /** The provider's id of the message (WhatsApp: wamid.…). */
  providerId: string;
  status: DeliveryStatus;
  at: Date;
  /** Why it failed, as the provider says it. */
  error?: string;
}

/**
 * Records delivery reports on the messages they name: delivered or read sets delivered_at (the
 * first time); failed marks a message not delivered FAILED and queues its SMS at once. Reports
 * of unknown ids (another shop on the same number, a message long deleted) are passed over.
 * Returns how many messages changed.
 */
export async function recordDeliveryReports(db: Db, reports: readonly DeliveryReport[]): Promise<number> {
  let changed = 0;
  for (const report of reports) {
    const ours = and(eq(emailOutbox.providerId, report.providerId), eq(emailOutbox.channel, "whatsapp"));
    if (report.status === "delivered" || report.status === "read") {
      const done = await db
        .update(emailOutbox)
        .set({ deliveredAt: report.at })
        .where(and(ours, isNull(emailOutbox.deliveredAt)))
        .returning({ id: emailOutbox.id });
      changed += done.length;
    } else if (report.status === "failed") {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(emailOutbox)
          .set({ status: "FAILED", lastError: (report.error ?? "reported failed").slice(0, 500) })
          .where(and(ours, isNull(emailOutbox.deliveredAt)))
          .returning();
        if (!row) return;
        changed++;
        await enqueueFallback(tx, row);
      });
    }
  }
  return changed;
}
