/**
 * The staff module's entry for the back office's pages: the member as the audit log records
 * them, and the sign-in's sentences.
 */

export type { AuditEntryInput } from "./audit";
export { type AuditActor, auditOf, recordAudit, recordAudits, staffActor } from "./audit";
// For the back office's pages (the admin API answers the same).
export { auditFilterFields } from "./audit-list";
export { auditList, staffList, staffView } from "./staff.queries";
export { auditLog, staff } from "./staff.schema";
export { staffEventChecks, staffEventColumns } from "./staff-events.schema";
export type { Tx } from "./staff-records";
export type { StaffSessions } from "./staff-sessions";
export { type SessionStaff, staffMessages } from "./staff-types";
