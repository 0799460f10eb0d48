/**
 * The staff module's entry for the back office's pages: the member as the audit log records
 * them, and the sign-in's sentences.
 */
export { type AuditActor, recordAudit, staffActor } from "./audit";
// For the modules built on this one (docs/decisions/0034-order-moves-in-one-place.md).
export { staff } from "./staff.schema";
export type { StaffSessions } from "./staff-sessions";
export { type SessionStaff, staffMessages } from "./staff-types";
