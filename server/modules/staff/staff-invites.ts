import { and, eq, gt, isNull } from "drizzle-orm";
import { ROLE_LABELS, type StaffRole } from "../../../lib/staff-roles";
import type { Db } from "../../db/client";
import { conflict, invalidInput, notFound } from "../../domain-error";
import { hashPassword, hashSecret, newSecret } from "../accounts";
import { enqueueEmail } from "../outbox";
import { type AuditActor, recordAudit } from "./audit";
import { staff, staffTokens } from "./staff.schema";
import { insertStaff, type Tx } from "./staff-records";
import { auditedStaff, type StaffMember, staffMessages, toStaffMember } from "./staff-types";

/** An invitation link lasts a week. */
export const INVITE_VALID_MS = 7 * 86_400_000;

const liveInvite = (token: string, now: Date) =>
  and(
    eq(staffTokens.tokenHash, hashSecret(token)),
    eq(staffTokens.kind, "invite"),
    isNull(staffTokens.usedAt),
    gt(staffTokens.expiresAt, now),
  );

/**
 * Invitations: the owner names a new staff member and their role; an email (through the
 * outbox, in the same transaction) carries a one-time link to choose a password.
 */
export function createStaffInvites(db: Db, opts: { publicUrl: string; shopName: string }) {
  /** Makes an invitation link and emails it (through the outbox, in the caller's transaction). */
  async function sendInvitation(tx: Tx, actor: AuditActor, member: StaffMember, now: Date) {
    const token = newSecret();
    await tx.insert(staffTokens).values({
      kind: "invite",
      staffId: member.id,
      tokenHash: hashSecret(token),
      expiresAt: new Date(now.getTime() + INVITE_VALID_MS),
    });
    await enqueueEmail(tx, {
      to: member.email,
      subject: `You are invited to ${opts.shopName}'s back office`,
      text: `Hello ${member.name},\n\n${actor.name} has invited you to ${opts.shopName}'s back office as ${ROLE_LABELS[member.role].toLowerCase()}. To choose your password, open this link within 7 days (it works once):\n${opts.publicUrl}/admin/invite?token=${token}\n\nIf you did not expect this, ignore this email.\n\n${opts.shopName}`,
      kind: "staff-invite",
    });
  }

  return {
    async invite(
      actor: AuditActor,
      input: { email: string; name: string; role: StaffRole },
      now = new Date(),
    ): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const member = await insertStaff(tx, { ...input, passwordHash: null });
        await sendInvitation(tx, actor, member, now);
        await recordAudit(tx, actor, {
          entity: "staff",
          entityId: member.id,
          action: "invite",
          after: auditedStaff(member),
        });
        return member;
      });
    },

    /**
     * A new link for a member who has not yet chosen a password (the first one expired or got
     * lost); the earlier links stop working.
     */
    async reinvite(actor: AuditActor, staffId: number, now = new Date()): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(staff).where(eq(staff.id, staffId)).for("update");
        if (!row) throw notFound(staffMessages.noSuchStaff);
        const member = toStaffMember(row);
        if (!member.invited || !member.active) throw conflict(staffMessages.notInvited);
        await tx
          .update(staffTokens)
          .set({ usedAt: now })
          .where(
            and(eq(staffTokens.staffId, staffId), eq(staffTokens.kind, "invite"), isNull(staffTokens.usedAt)),
          );
        await sendInvitation(tx, actor, member, now);
        await recordAudit(tx, actor, { entity: "staff", entityId: staffId, action: "reinvite" });
        return member;
      });
    },

    /** The invited member of a live invitation link, or null (for the page, before its form). */
    async invitation(token: string, now = new Date()): Promise<StaffMember | null> {
      const [row] = await db
        .select({ member: staff })
        .from(staffTokens)
        .innerJoin(staff, eq(staffTokens.staffId, staff.id))
        .where(and(liveInvite(token, now), isNull(staff.disabledAt), isNull(staff.passwordHash)));
      return row ? toStaffMember(row.member) : null;
    },

    /** Spends an invitation: sets the member's first password. They then sign in as usual. */
    async acceptInvite(token: string, password: string, now = new Date()): Promise<StaffMember> {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(staffTokens)
          .set({ usedAt: now })
          .where(liveInvite(token, now))
          .returning({ staffId: staffTokens.staffId });
        const refuse = () =>
          invalidInput(staffMessages.inviteInvalid, { token: staffMessages.inviteInvalid });
        if (!spent?.staffId) throw refuse();
        const [row] = await tx
          .update(staff)
          .set({ passwordHash, updatedAt: now })
          .where(and(eq(staff.id, spent.staffId), isNull(staff.passwordHash), isNull(staff.disabledAt)))
          .returning();
        if (!row) throw refuse();
        const member = toStaffMember(row);
        const before = auditedStaff({ ...member, invited: true });
        await recordAudit(
          tx,
          { staffId: member.id, name: member.name },
          {
            entity: "staff",
            entityId: member.id,
            action: "accept-invite",
            before,
            after: auditedStaff(member),
          },
        );
        return member;
      });
    },
  };
}
