import type { StaffRole } from "../../../lib/staff-roles";
import type { StaffRow } from "./staff.schema";

/** A staff member as the rest of the shop sees them (never a hash or a secret). */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** False once disabled: they cannot sign in and their sessions are gone. */
  active: boolean;
  /** Invited, and not yet chosen a password. */
  invited: boolean;
  twoFactor: boolean;
  createdAt: Date;
}

/** The staff member of a live session. */
export interface SessionStaff extends StaffMember {
  sessionId: number;
  /**
   * The owner requires two-factor sign-in and this member has not set it up: until they do,
   * only their own account's endpoints answer.
   */
  mustSetUpTwoFactor: boolean;
}

export const toStaffMember = (r: StaffRow): StaffMember => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role,
  active: r.disabledAt === null,
  invited: r.passwordHash === null,
  twoFactor: r.totpEnabledAt !== null,
  createdAt: r.createdAt,
});

/** The fields of a staff member the audit log compares before and after a change. */
export const auditedStaff = (m: StaffMember) => ({
  email: m.email,
  name: m.name,
  role: m.role,
  active: m.active,
  invited: m.invited,
  twoFactor: m.twoFactor,
});

/** Where a sign-in attempt comes from, for the throttle. */
export interface Attempt {
  ip: string;
}

export const staffMessages = {
  badLogin: "Wrong email or password.",
  disabled: "This staff account is disabled. Ask the shop's owner.",
  codeNeeded: "Enter the 6-digit code from your authenticator app (or a recovery code).",
  badCode: "That code is not right. Check the time on your phone and try again, or use a recovery code.",
  signedIn: "Signed in.",
  signedOut: "Signed out.",
  sessionEnded: "Your back-office session has ended. Please sign in again.",
  signInFirst: "Please sign in to the back office.",
  emailTaken: "A staff member with this email already exists.",
  lastOwner: "The shop must keep at least one active owner.",
  changedMeanwhile:
    "Another change to the staff was made at the same moment. Please look again and try again.",
  noSuchStaff: "No such staff member.",
  setupInvalid: "This setup link is invalid or has been used. Restart the server for a new one.",
  ownerExists: "The shop already has an owner. Sign in at /admin/login.",
  notInvited: "Only a member who has not yet chosen a password can be sent a new invitation.",
  inviteInvalid: "This invitation link is invalid, used or expired. Ask the owner for a new one.",
  mustSetUpTwoFactor: "The owner requires two-factor sign-in: set it up on your account page first.",
} as const;
