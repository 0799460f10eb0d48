import { data, Link, useNavigation } from "react-router";
import { FormMessage } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { PauseButton } from "~/components/admin/promos/PauseButton";
import { PromoForm } from "~/components/admin/promos/PromoForm";
import { PromoStatusBadge } from "~/components/admin/promos/PromoStatus";
import { promoUsesText } from "~/components/admin/promos/promo-text";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { adminPromoView } from "../../../server/modules/promotions";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/promo-edit";
import { promoEditAction } from "./promo-actions.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "promotions");
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const promo = id ? await adminPromoView(context.services.promoAdmin, id).catch(() => undefined) : undefined;
  if (!promo) throw data("There is no such promo code.", { status: 404 });
  return { promo };
}

export const action = ({ request, context }: Route.ActionArgs) => promoEditAction(request, context);

/**
 * One promo code: its terms, and Pause or Resume, each posted to this page with the version it
 * shows. After a write the page shows the code as stored (its new version), so the next write is
 * not refused as stale, while a change made elsewhere still is.
 */
export default function EditPromo({ loaderData, actionData }: Route.ComponentProps) {
  const { promo } = loaderData;
  const answer = actionData as (FormAnswer & { intent?: string }) | undefined;
  const pause = answer && answer.intent !== "save" ? answer : undefined;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  return (
    <>
      <PageHeader
        title={promo.code}
        description={
          <span className="flex flex-wrap items-center gap-2">
            Status now: <PromoStatusBadge status={promo.status} /> · Uses so far: {promoUsesText(promo)}
          </span>
        }
        actions={
          <>
            {promo.status !== "expired" && <PauseButton promo={promo} className="btn-outline" />}
            <Link to="/admin/promos" className="btn-outline">
              All promo codes
            </Link>
          </>
        }
      />
      <div className="mb-3">
        <FormMessage failure={failureOf(pause)} done={pause?.done} />
      </div>
      <PromoForm
        key={promo.version}
        promo={promo}
        answer={answer?.intent === "save" ? answer : undefined}
        busy={saving}
      />
    </>
  );
}
