import { useNavigation } from "react-router";
import { CodForm } from "~/components/admin/delivery/CodForm";
import { DeliveryForm } from "~/components/admin/delivery/DeliveryForm";
import { PageHeader } from "~/components/admin/PageHeader";
import { readForm } from "~/lib/forms/form-action.server";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { codForm, deliveryForm } from "../../../lib/validation/delivery";
import { deliveryRulesView } from "../../../server/modules/delivery";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/delivery";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "settings");
  return { rules: await deliveryRulesView(context.services.delivery) };
}

type Intent = "delivery" | "cod";

/**
 * The page's two forms, posted here with their button's `intent`: the same service calls,
 * sentences and audit as the API's /settings/delivery and /settings/cod.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffPage(request, context, "settings");
  const actor = { staffId: me.id, name: me.name };
  const { delivery } = context.services;
  const intent: Intent = (await request.clone().formData()).get("intent") === "cod" ? "cod" : "delivery";
  if (intent === "cod") {
    const form = await readForm(request, context, codForm, { tag: { intent } });
    if (!form.ok) return form.answer;
    return form.run(async (cod) => {
      await delivery.saveCod(actor, cod);
      // No reset: the form is drawn afresh from the stored rules once they reload (75 becomes
      // 75.00); a reset would empty every field until then.
      return form.done(
        cod.enabled ? "Cash on delivery is offered as set." : "Cash on delivery is turned off.",
      );
    });
  }
  const form = await readForm(request, context, deliveryForm, { tag: { intent } });
  if (!form.ok) return form.answer;
  return form.run(async (rules) => {
    await delivery.saveDelivery(actor, rules);
    return form.done("The delivery rules are saved.");
  });
}

/**
 * The owner's delivery and cash-on-delivery rules: every cart, pincode check and order is
 * priced by them as soon as they are saved.
 */
export default function DeliverySettings({ loaderData, actionData }: Route.ComponentProps) {
  const { rules } = loaderData;
  const answer = actionData as (FormAnswer & { intent?: Intent }) | undefined;
  const navigation = useNavigation();
  const busy = (intent: Intent) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const answerFor = (intent: Intent) => (answer?.intent === intent ? answer : undefined);
  return (
    <>
      <PageHeader
        title="Delivery & COD"
        description="What delivery costs, where you deliver and how long it takes; when customers may pay cash on delivery. Carts, the product page's pincode check and new orders follow a save at once."
      />
      <div className="space-y-10">
        {/* A save gives each form the stored rules (and their new time) afresh. */}
        <DeliveryForm
          key={`d-${rules.delivery.updated_at}`}
          rules={rules.delivery}
          answer={answerFor("delivery")}
          busy={busy("delivery")}
        />
        <CodForm
          key={`c-${rules.cod.updated_at}`}
          rules={rules.cod}
          answer={answerFor("cod")}
          busy={busy("cod")}
        />
      </div>
    </>
  );
}
