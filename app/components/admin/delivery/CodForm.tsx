import { CheckboxField } from "~/components/admin/catalogue/inputs";
import { type FieldTable, keptFields } from "~/components/admin/field-table";
import { keptFlag } from "~/components/admin/kept";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { codForm } from "../../../../lib/validation/delivery";
import { MONEY_INPUT } from "./delivery-model";
import { PincodeScope } from "./PincodeScope";
import { RulesForm, type RulesFormProps } from "./RulesForm";

/** The rules' fields, by their posted names (the on/off box and the radios are drawn apart). */
const COD_FIELDS = {
  max_order_value: { label: "Largest order for cash on delivery (₹; 0: no limit)", ...MONEY_INPUT },
  fee: { label: "Cash-on-delivery fee (₹; 0 for none)", ...MONEY_INPUT },
  pincodes: {
    kind: "area",
    label: "Pincodes for cash on delivery",
    hint: "Six-digit pincodes, ranges (734001-734999) or the first digits of a region (734), separated by commas or lines.",
    rows: 3,
  },
} satisfies FieldTable;

/**
 * The owner's cash-on-delivery rules: on or off, the largest order, a fee shown as its own line
 * at the checkout, and the pincodes it is offered in. Posted to the page with `intent=cod`,
 * checked like the delivery form.
 */
export function CodForm({ rules, answer, busy }: RulesFormProps<"cod">) {
  const form = useShopForm(codForm, answer);
  const field = keptFields(form, COD_FIELDS);
  return (
    <RulesForm
      intent="cod"
      title="Cash on delivery"
      form={form}
      updatedAt={rules.updated_at}
      busy={busy}
      save="Save cash-on-delivery rules"
    >
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
        <PincodeScope
          name="pincodes_all"
          legend="Where is cash on delivery offered?"
          yes="Wherever you deliver"
          no="Only the pincodes listed"
          all={keptFlag(answer, "pincodes_all", rules.pincodes_all)}
        >
          {field("pincodes", rules.pincodes)}
        </PincodeScope>
      </div>
    </RulesForm>
  );
}
