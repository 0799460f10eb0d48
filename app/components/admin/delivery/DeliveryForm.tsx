import { useState } from "react";
import { Form } from "react-router";
import { TextAreaField } from "~/components/admin/catalogue/inputs";
import { Field, SubmitRow } from "~/components/admin/fields";
import { keptFlag, shown } from "~/components/admin/kept";
import { RadioChoice } from "~/components/admin/RadioChoice";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useScriptsRunning, useShopForm } from "~/lib/forms/use-shop-form";
import { deliveryForm } from "../../../../lib/validation/delivery";
import type { DeliveryRulesWire } from "./delivery-model";

const box = "grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2";
const legend = "px-1 text-lg font-bold";

/**
 * The owner's delivery rules: the charge, free delivery from an order value, the charge per kg
 * above a weight, the pincodes served and the days per region. Posted to the page with
 * `intent=delivery`, checked in the browser and by the page with the server's rules
 * (lib/validation/delivery.ts). Sends the time the rules were loaded, so another owner's save
 * is not overwritten.
 */
export function DeliveryForm({
  rules,
  answer,
  busy,
}: {
  rules: DeliveryRulesWire["delivery"];
  answer: FormAnswer | undefined;
  busy: boolean;
}) {
  const form = useShopForm(deliveryForm, answer);
  const value = shown(form);
  const [servedAll, setServedAll] = useState(keptFlag(answer, "served_all", rules.served_all));
  // Without scripts the pincodes' box stays on show: nothing could show it once chosen.
  const scripts = useScriptsRunning();
  const e = form.errors;
  const text = (id: keyof DeliveryRulesWire["delivery"] & string, label: string, extra: object = {}) => (
    <Field id={id} label={label} defaultValue={value(id, String(rules[id]))} error={e[id]} {...extra} />
  );
  const money = { inputMode: "decimal", maxLength: 14 } as const;
  return (
    <Form method="post" {...form.props} aria-labelledby="delivery-title" className="space-y-4">
      <input type="hidden" name="expected_updated_at" value={rules.updated_at ?? ""} />
      <h2 id="delivery-title" className="text-xl font-bold text-stone-900">
        Delivery
      </h2>
      <fieldset className={box}>
        <legend className={legend}>Charges</legend>
        {text("flat_charge", "Delivery charge per order (₹; 0 for none)", money)}
        {text("free_above", "Free delivery for orders from (₹; 0: never free)", money)}
        {text("per_kg_charge", "Extra charge per kg above the weight below (₹; 0 for none)", money)}
        {text("included_kg", "Weight the delivery charge covers (kg)", {
          inputMode: "decimal",
          maxLength: 9,
        })}
      </fieldset>
      <fieldset className={box}>
        <legend className={legend}>Pincodes served</legend>
        <div className="md:col-span-2">
          <RadioChoice
            name="served_all"
            legend="Where do you deliver?"
            yes="Every pincode in India"
            no="Only the pincodes listed"
            defaultValue={servedAll}
            onChange={setServedAll}
          />
        </div>
        <div className={`md:col-span-2 ${scripts && servedAll ? "hidden" : ""}`}>
          <TextAreaField
            id="served_pincodes"
            label="Pincodes you deliver to"
            hint="Six-digit pincodes (734010), ranges (734001-734999) or the first digits of a region (734), separated by commas or lines."
            rows={4}
            defaultValue={value("served_pincodes", rules.served_pincodes)}
            error={e.served_pincodes}
          />
        </div>
      </fieldset>
      <fieldset className={box}>
        <legend className={legend}>Delivery time</legend>
        {text("default_days", "Usual days to deliver (1 to 60)", { inputMode: "numeric", maxLength: 2 })}
        <div className="md:col-span-2">
          <TextAreaField
            id="regions"
            label="Days by region (optional)"
            hint="One region a line: the pincode's first digits, then the days, e.g. 734 = 2. The longest matching digits win; other pincodes take the usual days."
            rows={4}
            defaultValue={value("regions", rules.regions)}
            error={e.regions}
          />
        </div>
      </fieldset>
      <SubmitRow form={form} busy={busy} label="Save delivery rules" name="intent" value="delivery" />
    </Form>
  );
}
