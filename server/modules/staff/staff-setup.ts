import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conflict, invalidInput } from "../../domain-error";
import { hashPassword, hashSecret, newSecret } from "../accounts";
import { recordAudit } from "./audit";
import { staffTokens } from "./staff.schema";
import { insertStaff, ownerExists } from "./staff-records";
import { auditedStaff, type StaffMember, staffMessages } from "./staff-types";

/** A setup link lasts a day; a new one is printed at every start while no owner exists. */
const SETUP_VALID_MS = 24 * 3_600_000;
/** Advisory lock taken while the first owner is created, so two setup links cannot both win. */
const FIRST_OWNER_LOCK = 7_240_011;

const liveSetupToken = (token: string, now: Date) =>
  and(
    eq(staffTokens.tokenHash, hashSecret(token)),
    eq(staffTokens.kind, "setup"),
    isNull(staffTokens.usedAt),
    gt(staffTokens.expiresAt, now),
  );

/** The first owner's one-time setup link (README, "Staff and the back office"). */
export function createStaffSetup(db: Db) {
  return {
    /** Whether an active owner exists (the setup link is offered only while none does). */
    hasOwner: () => ownerExists(db),

    /** A new one-time setup link's token while the shop has no owner; null once it has one. */
    async issueSetupToken(now = new Date()): Promise<string | null> {
      if (await ownerExists(db)) return null;
      const token = newSecret();
      await db.insert(staffTokens).values({
        kind: "setup",
        tokenHash: hashSecret(token),
        expiresAt: new Date(now.getTime() + SETUP_VALID_MS),
      });
      return token;
    },

    /** Whether a setup token can still be used (for the setup page, before the form is shown). */
    async setupTokenUsable(token: string, now = new Date()): Promise<boolean> {
      const [row] = await db
        .select({ id: staffTokens.id })
        .from(staffTokens)
        .where(liveSetupToken(token, now));
      return Boolean(row) && !(await ownerExists(db));
    },

    /**
     * Creates the first owner with a setup link's token. Spends every setup token; refused
     * once an owner exists, however many links were printed.
     */
    async setupOwner(
      token: string,
      input: { email: string; name: string; password: string },
      now = new Date(),
    ): Promise<StaffMember> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_OWNER_LOCK})`);
        const [spent] = await tx
          .update(staffTokens)
          .set({ usedAt: now })
          .where(liveSetupToken(token, now))
          .returning({ id: staffTokens.id });
        if (!spent) throw invalidInput(staffMessages.setupInvalid, { token: staffMessages.setupInvalid });
        if (await ownerExists(tx)) throw conflict(staffMessages.ownerExists);
        await tx
          .update(staffTokens)
          .set({ usedAt: now })
          .where(
            and(eq(staffTokens.kind, "setup"), isNull(staffTokens.usedAt), ne(staffTokens.id, spent.id)),
          );
        const member = await insertStaff(tx, { ...input, role: "owner", passwordHash });
        await recordAudit(
          tx,
          { staffId: member.id, name: member.name },
          { entity: "staff", entityId: member.id, action: "setup-owner", after: auditedStaff(member) },
        );
        return member;
      });
    },
  };
}
