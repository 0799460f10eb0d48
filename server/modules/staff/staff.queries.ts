import type { z } from "zod";
import { type auditFilterFields, auditPage, presentAuditEntry } from "./audit-list";
import { presentMe, presentStaff } from "./staff.present";
import type { StaffService } from "./staff.service";
import type { SessionStaff } from "./staff-types";

// The staff module's queries (docs/decisions/0029-use-cases-and-borders.md): what the back
// office's pages and the admin API both answer, presented once.

/** The signed-in member as the pages and `/me` see them (name, role, permissions). */
export const staffView = (member: SessionStaff) => presentMe(member);

/** Every staff member, active, invited or disabled. */
export async function staffList(staff: StaffService) {
  return (await staff.list()).map(presentStaff);
}

/** One page of the audit log, the `before_id` of the next (null on the last), and the entity names. */
export async function auditList(staff: StaffService, filter: z.output<typeof auditFilterFields>) {
  const { page, nextBeforeId } = await auditPage(staff, filter);
  return { entries: page.map(presentAuditEntry), nextBeforeId, entities: await staff.auditEntities() };
}
