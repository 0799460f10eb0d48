import { z } from "zod";
import {
  acceptInviteFields,
  changeRoleFields,
  inviteStaffFields,
  staffIdField,
} from "../../../lib/validation/staff";
import { defineAdminApi } from "../../http/admin-api";
import { presentStaff, staffWire } from "./staff.present";
import { staffList } from "./staff.queries";
import type { StaffService } from "./staff.service";
import type { SessionStaff } from "./staff-types";

const actorOf = (me: SessionStaff) => ({ staffId: me.id, name: me.name });

/** The owner's staff page: list, invite, change role, disable and enable; and accepting an invitation. */
export function staffApi(staff: StaffService) {
  const api = defineAdminApi("Staff", staff.sessions);

  api.post(
    {
      path: "/staff/list",
      summary: "Every staff member, active, invited or disabled.",
      permission: "staff",
      body: z.object({}),
      data: z.array(staffWire),
    },
    async () => ({ data: await staffList(staff) }),
  );

  api.post(
    {
      path: "/staff/invite",
      summary: "Invites a staff member: emails them a one-time link (valid 7 days) to choose a password.",
      permission: "staff",
      body: inviteStaffFields,
      data: staffWire,
      errors: ["conflict"],
    },
    async (_c, body, me) => {
      const member = await staff.invite(actorOf(me), body);
      return { data: presentStaff(member), message: `Invitation sent to ${member.email}.` };
    },
  );

  api.post(
    {
      path: "/staff/reinvite",
      summary:
        "Emails a new invitation link to a member who has not yet chosen a password; earlier links stop working.",
      permission: "staff",
      body: staffIdField,
      data: staffWire,
      errors: ["not_found", "conflict"],
    },
    async (_c, body, me) => {
      const member = await staff.reinvite(actorOf(me), body.staff_id);
      return { data: presentStaff(member), message: `A new invitation is on its way to ${member.email}.` };
    },
  );

  api.post(
    {
      path: "/staff/role",
      summary: "Changes a staff member's role (the shop keeps at least one active owner).",
      permission: "staff",
      body: changeRoleFields,
      data: staffWire,
      errors: ["not_found", "conflict"],
    },
    async (_c, body, me) => {
      const member = await staff.setRole(actorOf(me), body.staff_id, body.role);
      return { data: presentStaff(member), message: `${member.name} is now ${member.role}.` };
    },
  );

  api.post(
    {
      path: "/staff/disable",
      summary: "Disables a staff member: they cannot sign in and their sessions end at once.",
      permission: "staff",
      body: staffIdField,
      data: staffWire,
      errors: ["not_found", "conflict"],
    },
    async (_c, body, me) => {
      const member = await staff.disable(actorOf(me), body.staff_id);
      return { data: presentStaff(member), message: `${member.name} is disabled.` };
    },
  );

  api.post(
    {
      path: "/staff/enable",
      summary: "Enables a disabled staff member again.",
      permission: "staff",
      body: staffIdField,
      data: staffWire,
      errors: ["not_found"],
    },
    async (_c, body, me) => {
      const member = await staff.enable(actorOf(me), body.staff_id);
      return { data: presentStaff(member), message: `${member.name} can sign in again.` };
    },
  );

  api.postPublic(
    {
      path: "/invite/accept",
      summary: "Sets an invited staff member's first password with the emailed one-time link.",
      body: acceptInviteFields,
      data: staffWire,
    },
    async (_c, body) => {
      const member = await staff.acceptInvite(body.token, body.password);
      return { data: presentStaff(member), message: "Your password is set. Please sign in." };
    },
  );

  return api;
}
