// The audit log's filter and entries, as the owner's page and the admin API read them.
import { z } from "zod";
import { id } from "../../../lib/validation/fields";
import type { AuditEntry, AuditFilter } from "./audit";
import type { StaffService } from "./staff.service";

const PAGE = 50;
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the date as YYYY-MM-DD.")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Give the date as YYYY-MM-DD.")
  .optional()
  .or(z.literal("").transform(() => undefined));

/** Filters of the audit log: by staff member, entity (and id), and days (inclusive, in UTC). */
export const auditFilterFields = z.object({
  staff_id: id("Choose a staff member.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  entity: z.string().trim().max(50).optional(),
  entity_id: z.string().trim().max(50).optional(),
  from: day,
  to: day,
  /** The next page: entries older than this id. */
  before_id: id().optional(),
});

const changeWire = z.object({ before: z.unknown(), after: z.unknown() });
export const auditEntryWire = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  actor: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), changeWire),
  reason: z.string().nullable(),
});

export const presentAuditEntry = (e: AuditEntry): z.infer<typeof auditEntryWire> => ({
  id: e.id,
  at: e.at.toISOString(),
  staff_id: e.staffId,
  actor: e.actor,
  entity: e.entity,
  entity_id: e.entityId,
  action: e.action,
  changes: e.changes,
  reason: e.reason,
});

const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000);

/** The log's filter from the checked fields (days from midnight UTC, `to` inclusive). */
export function auditQuery(body: z.output<typeof auditFilterFields>, limit = PAGE + 1): AuditFilter {
  return {
    staffId: body.staff_id,
    entity: body.entity || undefined,
    entityId: body.entity_id || undefined,
    from: body.from ? new Date(`${body.from}T00:00:00Z`) : undefined,
    to: body.to ? nextDay(body.to) : undefined,
    beforeId: body.before_id,
    limit,
  };
}

/** One page of entries, and the `before_id` of the next page (null on the last). */
export async function auditPage(staff: StaffService, body: z.output<typeof auditFilterFields>) {
  const entries = await staff.auditLog(auditQuery(body));
  const page = entries.slice(0, PAGE);
  return { page, nextBeforeId: entries.length > PAGE ? page[page.length - 1].id : null };
}
