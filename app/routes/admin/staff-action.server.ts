import type { AppLoadContext } from "react-router";
import { readForm } from "~/lib/forms/form-action.server";
import { changeRoleFields, inviteStaffFields, staffIdField } from "../../../lib/validation/staff";
import { requireStaffPage } from "../../admin-session.server";

const INTENTS = ["invite", "role", "reinvite", "disable", "enable"] as const;
type Intent = (typeof INTENTS)[number];

/**
 * The staff page's forms, each posted with its button's `intent`: invite, change a role, send a
 * new invitation, disable, enable. The same service calls as the API's /staff/… (its owner-only
 * rules, refusals and audit), with the API's sentences.
 */
export async function staffAction(request: Request, context: AppLoadContext) {
  const me = await requireStaffPage(request, context, "staff");
  const actor = { staffId: me.id, name: me.name };
  const { staff } = context.services;
  const sent = String((await request.clone().formData()).get("intent") ?? "");
  const intent: Intent = (INTENTS as readonly string[]).includes(sent) ? (sent as Intent) : "invite";
  const tag = { tag: { intent } };

  if (intent === "invite") {
    const form = await readForm(request, context, inviteStaffFields, tag);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      const member = await staff.invite(actor, v);
      return form.done(`Invitation sent to ${member.email}.`, {}, { reset: true });
    });
  }
  if (intent === "role") {
    const form = await readForm(request, context, changeRoleFields, tag);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      const member = await staff.setRole(actor, v.staff_id, v.role);
      return form.done(`${member.name} is now ${member.role}.`);
    });
  }
  const form = await readForm(request, context, staffIdField, tag);
  if (!form.ok) return form.answer;
  return form.run(async ({ staff_id }) => {
    if (intent === "reinvite") {
      const member = await staff.reinvite(actor, staff_id);
      return form.done(`A new invitation is on its way to ${member.email}.`);
    }
    if (intent === "disable") {
      const member = await staff.disable(actor, staff_id);
      return form.done(`${member.name} is disabled.`);
    }
    const member = await staff.enable(actor, staff_id);
    return form.done(`${member.name} can sign in again.`);
  });
}
