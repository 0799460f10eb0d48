import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Db } from "../../db/client";
import { DomainError, invalidInput } from "../../domain-error";
import { hashSecret, verifyPassword } from "../accounts";
import { type AuditActor, recordAudit } from "./audit";
import { staff, staffRecoveryCodes } from "./staff.schema";

/** 30-second codes of 6 digits (what every authenticator app expects); one step either side allowed. */
const PERIOD = 30;
const WINDOW = 1;
const RECOVERY_CODES = 10;

export const twoFactorMessages = {
  badCode: "That code is not right. Check the time on your phone and try again.",
  notStarted: "Start setting up two-factor sign-in first.",
  wrongPassword: "Your password is not right.",
};

const totpFor = (secret: string, label: string, issuer: string) =>
  new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A recovery code as people type it: case, spaces and dashes do not matter. */
const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
/** Ten random characters shown as two groups of five (about 50 bits each). */
const newRecoveryCode = () => {
  const raw = randomBytes(8)
    .toString("base64url")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, 10)
    .padEnd(10, "7");
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
};

/**
 * Optional two-factor sign-in with TOTP (RFC 6238) and one-time recovery codes. The QR code
 * is drawn on the server as SVG, so no QR library reaches any browser bundle.
 */
export function createTwoFactor(db: Db, opts: { issuer: string }) {
  return {
    /** A new secret (not yet in force) and how to add it to an app: the otpauth:// link and its QR code. */
    async begin(staffId: number, email: string) {
      const secret = new Secret({ size: 20 }).base32;
      await db
        .update(staff)
        .set({ totpSecret: secret })
        .where(and(eq(staff.id, staffId), isNull(staff.totpEnabledAt)));
      const uri = totpFor(secret, email, opts.issuer).toString();
      const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      return { secret, uri, qrSvg };
    },

    /** Puts two-factor sign-in in force after a first right code; answers the recovery codes (shown once). */
    async confirm(actor: AuditActor, staffId: number, code: string, now = new Date()): Promise<string[]> {
      const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(staff).where(eq(staff.id, staffId)).for("update");
        if (!row?.totpSecret || row.totpEnabledAt) throw invalidInput(twoFactorMessages.notStarted);
        const step = matchingStep(row.totpSecret, code, now);
        if (step === null) throw invalidInput(twoFactorMessages.badCode, { code: twoFactorMessages.badCode });
        await tx
          .update(staff)
          .set({ totpEnabledAt: now, totpLastStep: step, updatedAt: now })
          .where(eq(staff.id, staffId));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
        await tx
          .insert(staffRecoveryCodes)
          .values(codes.map((c) => ({ staffId, codeHash: hashSecret(normalise(c)) })));
        await recordAudit(tx, actor, {
          entity: "staff",
          entityId: staffId,
          action: "enable-two-factor",
          before: { twoFactor: false },
          after: { twoFactor: true },
        });
      });
      return codes;
    },

    /** Switches two-factor sign-in off (the member's password confirms it). */
    async disable(actor: AuditActor, staffId: number, password: string) {
      const [row] = await db.select().from(staff).where(eq(staff.id, staffId));
      if (!row?.passwordHash || !(await verifyPassword(password, row.passwordHash))) {
        throw new DomainError("invalid_input", twoFactorMessages.wrongPassword, {
          password: twoFactorMessages.wrongPassword,
        });
      }
      await this.reset(actor, staffId);
    },

    /** Switches it off without a password: `npm run staff -- reset-two-factor` for a lost phone. */
    async reset(actor: AuditActor, staffId: number) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(staff).where(eq(staff.id, staffId)).for("update");
        await tx
          .update(staff)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
          .where(eq(staff.id, staffId));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
        await recordAudit(tx, actor, {
          entity: "staff",
          entityId: staffId,
          action: "disable-two-factor",
          before: { twoFactor: row?.totpEnabledAt != null },
          after: { twoFactor: false },
        });
      });
    },

    /**
     * Checks a sign-in's second factor and spends it: a TOTP code newer than the last one
     * accepted (a code cannot be used twice), or an unused recovery code.
     */
    async check(staffId: number, code: string, now = new Date()): Promise<boolean> {
      const [row] = await db.select().from(staff).where(eq(staff.id, staffId));
      if (!row?.totpSecret || !row.totpEnabledAt) return false;
      const step = /^\d{6}$/.test(code.trim()) ? matchingStep(row.totpSecret, code, now) : null;
      if (step !== null) {
        const [taken] = await db
          .update(staff)
          .set({ totpLastStep: step })
          .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
          .returning({ id: staff.id });
        return Boolean(taken);
      }
      const [spent] = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, staffId),
            eq(staffRecoveryCodes.codeHash, hashSecret(normalise(code))),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return Boolean(spent);
    },

    /** How many recovery codes are left unused. */
    async recoveryCodesLeft(staffId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
      return Number(row?.n ?? 0);
    },
  };
}

/** The time step a code belongs to (within the window), or null. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totpFor(secret, "", "").validate({
    token: code.trim(),
    timestamp: now.getTime(),
    window: WINDOW,
  });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
