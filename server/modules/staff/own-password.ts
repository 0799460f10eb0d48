import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { DomainError } from "../../domain-error";
import { hashPassword, verifyPassword } from "../accounts";
import { createRateLimiter, DEFAULT_LIMITS, type Limits } from "../rate-limits";
import { recordAudit, staffActor } from "./audit";
import { staff, staffSessions } from "./staff.schema";

export const WRONG_CURRENT_PASSWORD = "Your current password is not right.";

/**
 * A staff member changes their own password (/admin/account): the current one must be right
 * (wrong ones are limited per member, like customers', RATE_LIMIT_PASSWORD_CHANGE_ACCOUNT), the
 * new one is hashed like every password, the member's other sessions end, and the change is in
 * the audit log (without either password).
 */
export function createOwnPassword(db: Db, limits: Limits = DEFAULT_LIMITS) {
  const limiter = createRateLimiter(db);
  return {
    async changeOwnPassword(
      me: { id: number; name: string; sessionId: number },
      current: string,
      next: string,
    ): Promise<{ sessionsEnded: number }> {
      const wrongTries = [{ key: `staff-password-change:${me.id}`, limit: limits.passwordChangeAccount }];
      await limiter.check(wrongTries);
      const [row] = await db.select().from(staff).where(eq(staff.id, me.id));
      if (!row?.passwordHash || !(await verifyPassword(current, row.passwordHash))) {
        await limiter.record(wrongTries);
        throw new DomainError("invalid_input", WRONG_CURRENT_PASSWORD, {
          current_password: WRONG_CURRENT_PASSWORD,
        });
      }
      const passwordHash = await hashPassword(next);
      return db.transaction(async (tx) => {
        await tx.update(staff).set({ passwordHash, updatedAt: new Date() }).where(eq(staff.id, me.id));
        const ended = await tx
          .delete(staffSessions)
          .where(and(eq(staffSessions.staffId, me.id), ne(staffSessions.id, me.sessionId)))
          .returning({ id: staffSessions.id });
        await recordAudit(tx, staffActor(me), {
          entity: "staff",
          entityId: me.id,
          action: "change-password",
          after: { otherSessionsEnded: ended.length },
        });
        return { sessionsEnded: ended.length };
      });
    },
  };
}
