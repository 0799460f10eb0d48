import { redirect } from "react-router";
import { staffActor } from "../../../server/modules/staff";
import { DomainError } from "../../../server/pages";
import { refusedUnless } from "../../admin-actions.server";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/cod-pincodes";

/**
 * The dashboard's switch of cash on delivery per pincode (docs/decisions/0037-cod-confirmation.md):
 * the owner's POST, audited, then back to the dashboard, which says what changed. Its own
 * address under /admin/ (the dashboard is /admin, whose `.data` address the staff cookie, kept
 * for /admin/…, would not reach), so it works the same with scripts or without.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffPage(request, context, "backOffice");
  const refused = refusedUnless(me, "settings");
  if (refused) return refused;
  const form = await request.formData().catch(() => null);
  const pincode = String(form?.get("pincode") ?? "").trim();
  const off = form?.get("intent") === "cod-off";
  try {
    await context.services.delivery.setCodOff(staffActor(me), pincode, off);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw redirect("/admin?cod=bad");
  }
  throw redirect(`/admin?cod=${off ? "off" : "on"}&pincode=${pincode}`);
}

/** Nothing to show here: the switch lives on the dashboard. */
export const loader = () => redirect("/admin");
