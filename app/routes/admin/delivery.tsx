import { useState } from "react";
import { CodForm } from "~/components/admin/delivery/CodForm";
import { DeliveryForm } from "~/components/admin/delivery/DeliveryForm";
import { PageHeader } from "~/components/admin/PageHeader";
import { presentDeliveryRules, requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/delivery";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "settings");
  return { rules: presentDeliveryRules(await context.services.delivery.rulesWithDates()) };
}

/**
 * The owner's delivery and cash-on-delivery rules (the API's /settings/delivery and
 * /settings/cod): every cart, pincode check and order is priced by them as soon as they are saved.
 */
export default function DeliverySettings({ loaderData }: Route.ComponentProps) {
  // The rules as last saved: each form sends the time of its own group back.
  const [rules, setRules] = useState(loaderData.rules);
  return (
    <>
      <PageHeader
        title="Delivery & COD"
        description="What delivery costs, where you deliver and how long it takes; when customers may pay cash on delivery. Carts, the product page's pincode check and new orders follow a save at once."
      />
      <div className="space-y-10">
        <DeliveryForm rules={rules.delivery} onSaved={setRules} />
        <CodForm rules={rules.cod} onSaved={setRules} />
      </div>
    </>
  );
}
