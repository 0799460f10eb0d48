import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { hashSecret, newSecret } from "../accounts";
import { staff, staffSessions } from "./staff.schema";
import { type SessionStaff, toStaffMember } from "./staff-types";

/** A staff session ends after 12 hours without a request (docs/decisions/0011-back-office-staff.md). */
export const STAFF_IDLE_MS = 12 * 3_600_000;
/** The sliding expiry is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** Staff sessions: opaque keys (only their hash stored), sliding 12-hour idle expiry. */
export function createStaffSessions(db: Db, opts: { requireTwoFactor: () => Promise<boolean> }) {
  return {
    async start(staffId: number, now = new Date()): Promise<string> {
      const key = newSecret();
      await db.insert(staffSessions).values({
        staffId,
        keyHash: hashSecret(key),
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + STAFF_IDLE_MS),
      });
      return key;
    },

    /** The active staff member of a live session (sliding its expiry), or null. */
    async authenticate(key: string, now = new Date()): Promise<SessionStaff | null> {
      const [row] = await db
        .select({ member: staff, sessionId: staffSessions.id, lastSeenAt: staffSessions.lastSeenAt })
        .from(staffSessions)
        .innerJoin(staff, eq(staffSessions.staffId, staff.id))
        .where(and(eq(staffSessions.keyHash, hashSecret(key)), gt(staffSessions.expiresAt, now)));
      if (!row || row.member.disabledAt) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(staffSessions)
          .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + STAFF_IDLE_MS) })
          .where(eq(staffSessions.id, row.sessionId));
      }
      const member = toStaffMember(row.member);
      const mustSetUpTwoFactor = !member.twoFactor && (await opts.requireTwoFactor());
      return { ...member, sessionId: row.sessionId, mustSetUpTwoFactor };
    },

    async end(key: string) {
      await db.delete(staffSessions).where(eq(staffSessions.keyHash, hashSecret(key)));
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
