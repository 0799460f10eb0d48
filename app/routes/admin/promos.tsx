import { Link } from "react-router";
import { type Column, DataList } from "~/components/admin/DataList";
import { FormMessage } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { PauseButton } from "~/components/admin/promos/PauseButton";
import { PromoStatusBadge } from "~/components/admin/promos/PromoStatus";
import {
  indiaTime,
  promoLimitsText,
  promoTerms,
  promoUsesText,
  type WirePromo,
} from "~/components/admin/promos/promo-text";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { adminPromoList } from "../../../server/modules/promotions";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/promos";
import { promoListAction } from "./promo-actions.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "promotions");
  return { promos: await adminPromoList(context.services.promoAdmin) };
}

export const action = ({ request, context }: Route.ActionArgs) => promoListAction(request, context);

/**
 * Promo codes: each with its status now (the checkout's own rule), terms and limits, dates and
 * uses so far; pause or resume.
 */
export default function Promos({ loaderData, actionData }: Route.ComponentProps) {
  const { promos } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const columns: Column<WirePromo>[] = [
    {
      label: "Code",
      primary: true,
      cell: (p) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={`/admin/promos/${p.id}`} className="font-mono font-semibold text-brand-800 underline">
            {p.code}
          </Link>
          <PromoStatusBadge status={p.status} />
        </span>
      ),
    },
    {
      label: "Offer",
      cell: (p) => (
        <span className="break-words">
          {promoTerms(p)}
          {promoLimitsText(p) && <span className="block text-sm">Limits: {promoLimitsText(p)}</span>}
          <span className="block text-xs text-stone-600">{p.description}</span>
        </span>
      ),
    },
    {
      label: "Dates",
      cell: (p) => (
        <span>
          {indiaTime(p.starts_at)} <span className="text-stone-600">to</span> {indiaTime(p.ends_at)}
        </span>
      ),
    },
    {
      label: "Uses",
      numeric: true,
      cell: (p) => <span className="whitespace-nowrap">{promoUsesText(p)}</span>,
    },
  ];
  return (
    <>
      <PageHeader
        title="Promo codes"
        description="Only an active code is taken at the checkout; a paused one is refused until resumed."
        link={{ to: "/admin/promos/new", label: "New promo code", primary: true }}
      />
      <div className="mb-3">
        <FormMessage failure={failureOf(answer)} done={answer?.done} />
      </div>
      <DataList
        label="Promo codes"
        rows={promos}
        columns={columns}
        rowKey={(p) => p.id}
        empty="No promo codes yet."
        actions={(p) => (
          <>
            <Link to={`/admin/promos/${p.id}`} className="btn-outline px-3" aria-label={`Edit ${p.code}`}>
              Edit
            </Link>
            {p.status !== "expired" && (
              <PauseButton
                promo={p}
                className="btn-outline px-3"
                label={`${p.paused ? "Resume" : "Pause"} ${p.code}`}
              />
            )}
          </>
        )}
      />
    </>
  );
}
