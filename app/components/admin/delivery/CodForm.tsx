import { useState } from "react";
import { Form } from "react-router";
import { CheckboxField, TextAreaField } from "~/components/admin/catalogue/inputs";
import { Field, SubmitRow } from "~/components/admin/fields";
import { keptFlag, shown } from "~/components/admin/kept";
import { RadioChoice } from "~/components/admin/RadioChoice";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useScriptsRunning, useShopForm } from "~/lib/forms/use-shop-form";
import { codForm } from "../../../../lib/validation/delivery";
import type { DeliveryRulesWire } from "./delivery-model";

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
  const value = shown(form);
  const [everywhere, setEverywhere] = useState(keptFlag(answer, "pincodes_all", rules.pincodes_all));
  const scripts = useScriptsRunning();
  const e = form.errors;
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
        <Field
          id="max_order_value"
          label="Largest order for cash on delivery (₹; 0: no limit)"
          inputMode="decimal"
          maxLength={14}
          defaultValue={value("max_order_value", rules.max_order_value)}
          error={e.max_order_value}
        />
        <Field
          id="fee"
          label="Cash-on-delivery fee (₹; 0 for none)"
          inputMode="decimal"
          maxLength={14}
          defaultValue={value("fee", rules.fee)}
          error={e.fee}
        />
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
          <TextAreaField
            id="pincodes"
            label="Pincodes for cash on delivery"
            hint="Six-digit pincodes, ranges (734001-734999) or the first digits of a region (734), separated by commas or lines."
            rows={3}
            defaultValue={value("pincodes", rules.pincodes)}
            error={e.pincodes}
          />
        </div>
      </div>
      <SubmitRow form={form} busy={busy} label="Save cash-on-delivery rules" name="intent" value="cod" />
    </Form>
  );
}
