import { useNavigation } from "react-router";
import { PageHeader } from "~/components/admin/PageHeader";
import { PromoForm } from "~/components/admin/promos/PromoForm";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/promo-new";
import { promoCreateAction } from "./promo-actions.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "promotions");
  return null;
}

export const action = ({ request, context }: Route.ActionArgs) => promoCreateAction(request, context);

/** A new promo code; customers can use it from its start. */
export default function NewPromo({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <PageHeader
        title="New promo code"
        description="Customers can use it between its start and end, from the checkout."
        link={{ to: "/admin/promos", label: "All promo codes" }}
      />
      <PromoForm answer={actionData as FormAnswer | undefined} busy={busy} />
    </>
  );
}
