import { z } from "zod";
import { can, PERMISSIONS, type Permission, STAFF_ROLES } from "../../../lib/staff-roles";
import type { SessionStaff, StaffMember } from "./staff-types";

/** The back office's JSON for staff members (snake_case, ISO times). */
export const staffWire = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  invited: z.boolean(),
  two_factor: z.boolean(),
  created_at: z.string(),
});

const permissionNames = Object.keys(PERMISSIONS) as Permission[];

/** The signed-in member, with what their role may do (the pages use it to choose links). */
export const meWire = staffWire.extend({
  permissions: z.array(z.enum(permissionNames as [Permission, ...Permission[]])),
  must_set_up_two_factor: z.boolean(),
});

export const presentStaff = (m: StaffMember): z.infer<typeof staffWire> => ({
  id: m.id,
  email: m.email,
  name: m.name,
  role: m.role,
  active: m.active,
  invited: m.invited,
  two_factor: m.twoFactor,
  created_at: m.createdAt.toISOString(),
});

export const presentMe = (m: SessionStaff): z.infer<typeof meWire> => ({
  ...presentStaff(m),
  permissions: m.mustSetUpTwoFactor ? ["account"] : permissionNames.filter((p) => can(m.role, p)),
  must_set_up_two_factor: m.mustSetUpTwoFactor,
});

export const loginWire = z.object({
  /** `code_needed`: the password was right; send it again with the two-factor code. */
  outcome: z.enum(["signed_in", "code_needed"]),
  staff: meWire.optional(),
});
