/**
 * The staff module's entry for the back office's pages: the member as the audit log records
 * them, and the sign-in's sentences.
 */
export { type AuditActor, recordAudit, staffActor } from "./audit";
export type { StaffSessions } from "./staff-sessions";
export { type SessionStaff, staffMessages } from "./staff-types";
