import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog } from "./staff.schema";

/**
 * Who did a back-office write: a signed-in staff member, or the `npm run staff` command
 * (nobody signed in; the command's own label is kept instead). Nothing staff do is unattributed.
 */
export type AuditActor = { staffId: number; name: string } | { staffId: null; name: string };

export const COMMAND_LINE: AuditActor = { staffId: null, name: "command line" };

export type FieldChange = { before: unknown; after: unknown };

/** What one audit entry records besides who and when. */
export interface AuditEntryInput {
  /** The kind of thing changed: "product", "pack", "category", "staff", "settings", … */
  entity: string;
  entityId?: string | number | null;
  /** What was done: "create", "update", "disable", "invite", … */
  action: string;
  /** The thing before the write (null for a create) and after it (null for a removal). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Why, where the action asks for one (a stock correction). */
  reason?: string;
}

/** Fields never written to the log, whatever a caller hands in. */
const SECRET_FIELDS = new Set(["passwordHash", "totpSecret", "password", "token", "tokenHash"]);

/** JSON with object keys in order: PostgreSQL's jsonb hands objects back with their keys reordered. */
function canonical(value: unknown): string {
  return JSON.stringify(value, function (this: unknown, key: string, v: unknown) {
    const raw = key === "" ? v : (this as Record<string, unknown>)[key];
    if (raw instanceof Date) return raw.toISOString();
    if (v && typeof v === "object" && !Array.isArray(v)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
      );
    }
    return v;
  });
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The fields whose values differ between `before` and `after`, each with both values. */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SECRET_FIELDS.has(key)) continue;
    const b = before?.[key] ?? null;
    const a = after?.[key] ?? null;
    if (!same(b, a)) changes[key] = JSON.parse(canonical({ before: b, after: a }));
  }
  return changes;
}

/**
 * Records one staff write. Call it with the transaction that makes the write, so the entry
 * and the change are kept or lost together: every back-office write goes through here.
 */
export async function recordAudit(tx: Pick<Db, "insert">, actor: AuditActor, entry: AuditEntryInput) {
  await recordAudits(tx, actor, [entry]);
}

/**
 * The audit entries of one kind of thing, written shorter at each write:
 * `const audit = auditOf("promo")`, then `audit(tx, actor, "pause", id, { before, after })`.
 */
export const auditOf =
  (entity: string) =>
  (
    tx: Pick<Db, "insert">,
    actor: AuditActor,
    action: string,
    entityId: AuditEntryInput["entityId"],
    change: Pick<AuditEntryInput, "before" | "after">,
  ) =>
    recordAudit(tx, actor, { entity, entityId, action, ...change });

const auditRow = (actor: AuditActor, entry: AuditEntryInput) => ({
  staffId: actor.staffId,
  actor: actor.name,
  entity: entry.entity,
  entityId: entry.entityId == null ? null : String(entry.entityId),
  action: entry.action,
  changes: changedFields(entry.before, entry.after),
  reason: entry.reason ?? null,
});

/** Records many writes of one actor at once (a spreadsheet import's thousands), in `tx` like recordAudit. */
export async function recordAudits(
  tx: Pick<Db, "insert">,
  actor: AuditActor,
  entries: readonly AuditEntryInput[],
) {
  // 1,000 rows of 7 values stay well under PostgreSQL's 65,535 parameters a statement.
  for (let i = 0; i < entries.length; i += 1000) {
    await tx.insert(auditLog).values(entries.slice(i, i + 1000).map((e) => auditRow(actor, e)));
  }
}

export interface AuditFilter {
  staffId?: number;
  entity?: string;
  entityId?: string;
  /** From this moment (inclusive) … */
  from?: Date;
  /** … to this one (exclusive). */
  to?: Date;
  /** Entries older than this id (the next page). */
  beforeId?: number;
  limit?: number;
}

export interface AuditEntry {
  id: number;
  at: Date;
  staffId: number | null;
  actor: string;
  entity: string;
  entityId: string | null;
  action: string;
  changes: Record<string, FieldChange>;
  reason: string | null;
}

/** The log, newest first, filtered; pages by id so new entries do not shift a page. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<AuditEntry[]> {
  const where: SQL[] = [];
  if (filter.staffId !== undefined) where.push(eq(auditLog.staffId, filter.staffId));
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  if (filter.beforeId) where.push(lt(auditLog.id, filter.beforeId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(Math.min(filter.limit ?? 50, 200));
  return rows.map((r) => ({ ...r, changes: r.changes as Record<string, FieldChange> }));
}

/** The entity names that appear in the log, for the filter's choices. */
export async function auditEntities(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity);
  return rows.map((r) => r.entity);
}

/** The signed-in staff member behind a back-office call, as the log names them. */
export const staffActor = (me: { id: number; name: string }): AuditActor => ({
  staffId: me.id,
  name: me.name,
});
