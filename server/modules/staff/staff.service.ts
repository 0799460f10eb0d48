import { asc, eq } from "drizzle-orm";
import type { StaffRole } from "../../../lib/staff-roles";
import type { Db } from "../../db/client";
import { retryOnceOnConflict } from "../../db/errors";
import { conflict, DomainError, notFound } from "../../domain-error";
import { DUMMY_HASH, hashPassword, verifyPassword } from "../accounts";
import { createRateLimiter, DEFAULT_LIMITS, type Limits } from "../rate-limits";
import { type AuditActor, type AuditFilter, auditEntities, listAudit, recordAudit } from "./audit";
import { createOwnPassword } from "./own-password";
import { staff, staffSessions } from "./staff.schema";
import { createStaffInvites } from "./staff-invites";
import { insertStaff, keepAnOwner, lockOwners, type Tx } from "./staff-records";
import { createStaffSessions } from "./staff-sessions";
import { createStaffSetup } from "./staff-setup";
import { createStaffLoginThrottle } from "./staff-throttle";
import { type Attempt, auditedStaff, type StaffMember, staffMessages, toStaffMember } from "./staff-types";

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

export type LoginResult =
  | { kind: "signed-in"; member: StaffMember; sessionKey: string }
  /** Password right; the account has two-factor sign-in and no code was sent. */
  | { kind: "code-needed" };

/**
 * Staff accounts, their sign-in and the first owner's setup link. Every write records an
 * audit entry in its own transaction (./audit.ts).
 */
export function createStaffService(
  db: Db,
  opts: {
    /** The sign-in throttle's limits (RATE_LIMIT_LOGIN_*); the defaults when left out (the command). */
    limits?: Limits;
    /** The shop's address and name, for the invitation emails. */
    publicUrl?: string;
    shopName?: string;
    /** Whether the owner requires two-factor sign-in of everyone (shop settings). */
    requireTwoFactor?: () => Promise<boolean>;
    /** Checks a second-factor code (TOTP or recovery code) and spends it; see two-factor.ts. */
    checkSecondFactor?: (staffId: number, code: string) => Promise<boolean>;
  } = {},
) {
  const sessions = createStaffSessions(db, {
    requireTwoFactor: opts.requireTwoFactor ?? (async () => false),
  });
  const limits = opts.limits ?? DEFAULT_LIMITS;
  const throttle = createStaffLoginThrottle(db, limits);
  const codeLimiter = createRateLimiter(db);

  /** Changes one staff member under a row lock, with its audit entry, in one transaction. */
  async function change(
    actor: AuditActor,
    id: number,
    action: string,
    apply: (tx: Tx, before: StaffMember) => Promise<Partial<typeof staff.$inferInsert>>,
  ): Promise<StaffMember> {
    const busy = () => conflict(staffMessages.changedMeanwhile);
    return retryOnceOnConflict(() => db.transaction((tx) => changeIn(tx)), busy);

    async function changeIn(tx: Tx) {
      // Every active owner, always in the same order, before the target: two owners changing
      // each other at once wait in line instead of each counting the other as still there
      // (keepAnOwner then counts what the first one left).
      await lockOwners(tx);
      const [locked] = await tx.select().from(staff).where(eq(staff.id, id)).for("update");
      if (!locked) throw notFound(staffMessages.noSuchStaff);
      const before = toStaffMember(locked);
      const set = await apply(tx, before);
      const [row] = await tx
        .update(staff)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(staff.id, id))
        .returning();
      const after = toStaffMember(row);
      await recordAudit(tx, actor, {
        entity: "staff",
        entityId: id,
        action,
        before: auditedStaff(before),
        after: auditedStaff(after),
      });
      return after;
    }
  }

  return {
    sessions,

    /** The audit log, newest first (the owner's audit page and its endpoint). */
    auditLog: (filter: AuditFilter) => listAudit(db, filter),
    auditEntities: () => auditEntities(db),

    /** Creates a staff member with a password (the command line, or the first owner's setup). */
    async create(actor: AuditActor, input: NewStaff): Promise<StaffMember> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const member = await insertStaff(tx, { ...input, passwordHash });
        await recordAudit(tx, actor, {
          entity: "staff",
          entityId: member.id,
          action: "create",
          after: auditedStaff(member),
        });
        return member;
      });
    },

    async list(): Promise<StaffMember[]> {
      const rows = await db.select().from(staff).orderBy(asc(staff.id));
      return rows.map(toStaffMember);
    },

    async get(id: number): Promise<StaffMember> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id));
      if (!row) throw notFound(staffMessages.noSuchStaff);
      return toStaffMember(row);
    },

    async findByEmail(email: string): Promise<StaffMember | null> {
      const [row] = await db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase()));
      return row ? toStaffMember(row) : null;
    },

    setRole(actor: AuditActor, id: number, role: StaffRole) {
      return change(actor, id, "change-role", async (tx, before) => {
        if (before.role === "owner" && role !== "owner") await keepAnOwner(tx, id);
        return { role };
      });
    },

    /** Disables a staff member: they cannot sign in, and their sessions end now. */
    disable(actor: AuditActor, id: number) {
      return change(actor, id, "disable", async (tx, before) => {
        if (before.role === "owner") await keepAnOwner(tx, id);
        await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
        return { disabledAt: new Date() };
      });
    },

    enable(actor: AuditActor, id: number) {
      return change(actor, id, "enable", async () => ({ disabledAt: null }));
    },

    /** Sets a new password and ends every session of the member (the command line's reset). */
    async resetPassword(actor: AuditActor, id: number, password: string) {
      const passwordHash = await hashPassword(password);
      return change(actor, id, "reset-password", async (tx) => {
        await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
        return { passwordHash };
      });
    },

    /**
     * Signs a staff member in: throttled like customers' logins; with two-factor sign-in on,
     * the code is asked for after the password is known to be right.
     */
    async login(
      email: string,
      password: string,
      code: string | undefined,
      from: Attempt,
    ): Promise<LoginResult> {
      const address = email.trim().toLowerCase();
      const [row] = await db.select().from(staff).where(eq(staff.email, address));
      const attempt = await throttle(row ? `staff:${row.id}` : `login:${address}`, from);
      const ok = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
      if (!row || !row.passwordHash || !ok) {
        await attempt.failed();
        throw new DomainError("login_required", staffMessages.badLogin);
      }
      if (row.disabledAt) throw new DomainError("forbidden", staffMessages.disabled);
      if (row.totpEnabledAt) {
        // Left counted as a failure until the code is right, so asking again and again for
        // "code needed" cannot wipe out the count of wrong codes.
        if (!code) return { kind: "code-needed" };
        // Codes tried on this account from every address together: past the cap, none is
        // even checked until the window ends (guessing from many addresses gets nowhere).
        const codeTries = [{ key: `staff-code:${row.id}`, limit: limits.twoFactorAccount }];
        await codeLimiter.enforce(codeTries);
        if (!(await opts.checkSecondFactor?.(row.id, code))) {
          await attempt.failed();
          throw new DomainError("login_required", staffMessages.badCode, { code: staffMessages.badCode });
        }
        await codeLimiter.clear(codeTries);
      }
      await attempt.succeeded();
      return { kind: "signed-in", member: toStaffMember(row), sessionKey: await sessions.start(row.id) };
    },

    ...createStaffSetup(db),
    ...createOwnPassword(db, opts.limits),
    ...createStaffInvites(db, {
      publicUrl: opts.publicUrl ?? "",
      // Read when an invitation is written: the name the owner saved by then.
      get shopName() {
        return opts.shopName ?? "the shop";
      },
    }),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
