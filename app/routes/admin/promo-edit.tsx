import { useState } from "react";
import { data, Link } from "react-router";
import { callAdmin } from "~/components/admin/admin-api";
import { PageHeader } from "~/components/admin/PageHeader";
import { PromoForm } from "~/components/admin/promos/PromoForm";
import { PromoStatusBadge } from "~/components/admin/promos/PromoStatus";
import type { WirePromo } from "~/components/admin/promos/promo-text";
import { useToast } from "~/components/ui/Toaster";
import { presentAdminPromo, requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/promo-edit";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "promotions");
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const promo = id ? await context.services.promoAdmin.get(id).catch(() => undefined) : undefined;
  if (!promo) throw data("There is no such promo code.", { status: 404 });
  return { promo: presentAdminPromo(promo) };
}

/**
 * One promo code: its terms, and Pause or Resume. The page keeps the code as its own writes
 * return it (status and version), so none of them is refused as stale, while a change made
 * elsewhere still is.
 */
export default function EditPromo({ loaderData }: Route.ComponentProps) {
  const [promo, setPromo] = useState<WirePromo>(loaderData.promo);
  const toast = useToast();
  const toggle = async () => {
    const answer = await callAdmin<WirePromo>(promo.paused ? "/promos/resume" : "/promos/pause", {
      promo_id: promo.id,
      version: promo.version,
    });
    toast(answer.message, answer.status === 1 ? "success" : "error");
    if (answer.status === 1 && answer.data) setPromo(answer.data);
  };
  return (
    <>
      <PageHeader
        title={promo.code}
        description={
          <span className="flex flex-wrap items-center gap-2">
            Status now: <PromoStatusBadge status={promo.status} /> · {promo.uses} order
            {promo.uses === 1 ? "" : "s"}
          </span>
        }
        actions={
          <>
            {promo.status !== "expired" && (
              <button type="button" className="btn-outline" onClick={toggle}>
                {promo.paused ? "Resume" : "Pause"}
              </button>
            )}
            <Link to="/admin/promos" className="btn-outline">
              All promo codes
            </Link>
          </>
        }
      />
      <PromoForm key={promo.version} promo={promo} version={promo.version} onSaved={setPromo} />
    </>
  );
}
