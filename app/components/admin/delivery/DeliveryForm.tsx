import { keptFields } from "~/components/admin/field-table";
import { keptFlag } from "~/components/admin/kept";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { deliveryForm } from "../../../../lib/validation/delivery";
import { DELIVERY_FIELDS } from "./delivery-model";
import { PincodeScope } from "./PincodeScope";
import { RulesForm, type RulesFormProps } from "./RulesForm";

const box = "grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2";
const legend = "px-1 text-lg font-bold";

/**
 * The owner's delivery rules: the charge, free delivery from an order value, the charge per kg
 * above a weight, the pincodes served and the days per region. Posted to the page with
 * `intent=delivery`, checked in the browser and by the page with the server's rules
 * (lib/validation/delivery.ts). Sends the time the rules were loaded, so another owner's save
 * is not overwritten.
 */
export function DeliveryForm({ rules, answer, busy }: RulesFormProps<"delivery">) {
  const form = useShopForm(deliveryForm, answer);
  const field = keptFields(form, DELIVERY_FIELDS);
  return (
    <RulesForm intent="delivery" form={form} rules={rules} busy={busy}>
      <fieldset className={box}>
        <legend className={legend}>Charges</legend>
        {field("flat_charge", String(rules.flat_charge))}
        {field("free_above", String(rules.free_above))}
        {field("per_kg_charge", String(rules.per_kg_charge))}
        {field("included_kg", String(rules.included_kg))}
      </fieldset>
      <fieldset className={box}>
        <legend className={legend}>Pincodes served</legend>
        <PincodeScope name="served_all" all={keptFlag(answer, "served_all", rules.served_all)}>
          {field("served_pincodes", rules.served_pincodes)}
        </PincodeScope>
      </fieldset>
      <fieldset className={box}>
        <legend className={legend}>Delivery time</legend>
        {field("default_days", String(rules.default_days))}
        <div className="md:col-span-2">{field("regions", rules.regions)}</div>
      </fieldset>
    </RulesForm>
  );
}
