import { useState } from "react";
import { Form } from "react-router";
import { CheckboxField } from "~/components/admin/catalogue/inputs";
import { type FieldTable, keptFields } from "~/components/admin/field-table";
import { SubmitRow } from "~/components/admin/fields";
import { keptFlag } from "~/components/admin/kept";
import { RadioChoice } from "~/components/admin/RadioChoice";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useScriptsRunning, useShopForm } from "~/lib/forms/use-shop-form";
import { codForm } from "../../../../lib/validation/delivery";
import { type DeliveryRulesWire, MONEY_INPUT } from "./delivery-model";

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
export function CodForm({
  rules,
  answer,
  busy,
}: {
  rules: DeliveryRulesWire["cod"];
  answer: FormAnswer | undefined;
  busy: boolean;
}) {
  const form = useShopForm(codForm, answer);
  const field = keptFields(form, COD_FIELDS);
  const [everywhere, setEverywhere] = useState(keptFlag(answer, "pincodes_all", rules.pincodes_all));
  const scripts = useScriptsRunning();
  return (
    <Form method="post" {...form.props} aria-labelledby="cod-title" className="space-y-4">
      <input type="hidden" name="expected_updated_at" value={rules.updated_at ?? ""} />
      <h2 id="cod-title" className="text-xl font-bold text-stone-900">
        Cash on delivery
      </h2>
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
        <div className="md:col-span-2">
          <RadioChoice
            name="pincodes_all"
            legend="Where is cash on delivery offered?"
            yes="Wherever you deliver"
            no="Only the pincodes listed"
            defaultValue={everywhere}
            onChange={setEverywhere}
          />
        </div>
        {/* Without scripts the box stays on show: nothing could show it once chosen. */}
        <div className={`md:col-span-2 ${scripts && everywhere ? "hidden" : ""}`}>
          {field("pincodes", rules.pincodes)}
        </div>
      </div>
      <SubmitRow form={form} busy={busy} label="Save cash-on-delivery rules" name="intent" value="cod" />
    </Form>
  );
}
