import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, text, unique } from "drizzle-orm/pg-core";
import { STAFF_ROLES } from "../../../lib/staff-roles";
import { createdAt, identityId, instant, requiredRef, updatedAt } from "../../db/columns";

// The back office's people, kept apart from customers: their own table, sessions and tokens
// (docs/decisions/0011-back-office-staff.md).

export const staffRole = pgEnum("staff_role", STAFF_ROLES);

/**
 * Staff accounts. Email is stored lower-cased. `passwordHash` is null while an invitation is
 * not yet accepted. Staff are disabled, never deleted: the audit log keeps pointing at them.
 */
export const staff = pgTable("staff", {
  id: identityId(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  role: staffRole("role").notNull(),
  passwordHash: text("password_hash"),
  disabledAt: instant("disabled_at"),
  /** The TOTP secret (base32) once two-factor sign-in is switched on or being set up. */
  totpSecret: text("totp_secret"),
  /** Set when the staff member confirmed a first code: from then on sign-in asks for one. */
  totpEnabledAt: instant("totp_enabled_at"),
  /** The last TOTP time step accepted, so a code cannot be used twice. */
  totpLastStep: integer("totp_last_step"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Staff sessions: only the key's SHA-256 is kept; 12 hours idle ends one. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: identityId(),
    staffId: requiredRef("staff_id", () => staff.id, { onDelete: "cascade" }),
    keyHash: text("key_hash").notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [
    index("staff_sessions_staff_idx").on(t.staffId),
    index("staff_sessions_expires_idx").on(t.expiresAt),
  ],
);

export const staffTokenKind = pgEnum("staff_token_kind", ["setup", "invite"]);

/**
 * One-time links (hash only): `setup` creates the first owner (no staff member yet);
 * `invite` lets an invited staff member choose a password.
 */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    id: identityId(),
    kind: staffTokenKind("kind").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "cascade" }),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("staff_tokens_staff_idx").on(t.staffId),
    check("staff_tokens_invite_has_staff", sql`${t.kind} <> 'invite' or ${t.staffId} is not null`),
  ],
);

/** Two-factor recovery codes (hash only), each good once. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: identityId(),
    staffId: requiredRef("staff_id", () => staff.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: instant("used_at"),
    createdAt: createdAt(),
  },
  (t) => [unique("staff_recovery_codes_unique").on(t.staffId, t.codeHash)],
);

/**
 * Every staff write: who (the staff member, or null with `actor` saying "command line"),
 * when, what (entity, id, action) and each changed field's value before and after.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: identityId(),
    at: instant("at").notNull().defaultNow(),
    staffId: integer("staff_id").references(() => staff.id),
    /** The actor's name as it was then (a staff member's name, or "command line"). */
    actor: text("actor").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    action: text("action").notNull(),
    /** `{ field: { before, after } }` for each changed field; `{}` when nothing field-like changed. */
    changes: jsonb("changes").notNull().default({}),
    /** Why, when the action asks for a reason (a stock correction). */
    reason: text("reason"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    index("audit_log_staff_idx").on(t.staffId),
  ],
);

export type StaffRow = typeof staff.$inferSelect;
