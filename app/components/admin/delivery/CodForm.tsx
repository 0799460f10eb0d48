import { CheckboxField } from "~/components/admin/catalogue/inputs";
import { keptFields } from "~/components/admin/field-table";
import { keptFlag } from "~/components/admin/kept";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { codForm } from "../../../../lib/validation/delivery";
import { COD_FIELDS } from "./delivery-model";
import { PincodeScope } from "./PincodeScope";
import { RulesForm, type RulesFormProps } from "./RulesForm";

/**
 * The owner's cash-on-delivery rules: on or off, the largest order, a fee shown as its own line
 * at the checkout, and the pincodes it is offered in. Posted to the page with `intent=cod`,
 * checked like the delivery form.
 */
export function CodForm({ rules, answer, busy }: RulesFormProps<"cod">) {
  const form = useShopForm(codForm, answer);
  const field = keptFields(form, COD_FIELDS);
  return (
    <RulesForm intent="cod" form={form} rules={rules} busy={busy}>
      <div className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2">
        <div className="md:col-span-2">
          <CheckboxField
            id="cod_enabled"
            name="enabled"
            label="Offer cash on delivery"
            defaultChecked={keptFlag(answer, "enabled", rules.enabled)}
          />
        </div>
        {field("max_order_value", rules.max_order_value)}
        {field("fee", rules.fee)}
        <PincodeScope name="pincodes_all" all={keptFlag(answer, "pincodes_all", rules.pincodes_all)}>
          {field("pincodes", rules.pincodes)}
        </PincodeScope>
      </div>
    </RulesForm>
  );
}
