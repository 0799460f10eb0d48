import { useState } from "react";
import { callAdmin } from "~/components/admin/admin-api";
import { TextAreaField } from "~/components/admin/catalogue/inputs";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import { RadioChoice } from "~/components/admin/RadioChoice";
import { useApiForm } from "~/lib/use-api-form";
import { deliveryFields } from "../../../../lib/validation/delivery";
import type { DeliveryRulesWire } from "./delivery-model";

const box = "grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2";
const legend = "px-1 text-lg font-bold";

/** The form's text as typed, from the rules the API answers. */
const formOf = (d: DeliveryRulesWire["delivery"]) => ({
  flat_charge: d.flat_charge,
  free_above: d.free_above,
  per_kg_charge: d.per_kg_charge,
  included_kg: String(d.included_kg),
  served_all: d.served_all,
  served_pincodes: d.served_pincodes,
  regions: d.regions,
  default_days: String(d.default_days),
});

/**
 * The owner's delivery rules: the charge, free delivery from an order value, the charge per kg
 * above a weight, the pincodes served and the days per region. Checked in the browser with the
 * server's rules (lib/validation/delivery.ts); the server's field messages show under their
 * fields. Sends the time the rules were loaded, so another owner's save is not overwritten.
 */
export function DeliveryForm({
  rules,
  onSaved,
}: {
  rules: DeliveryRulesWire["delivery"];
  onSaved: (saved: DeliveryRulesWire) => void;
}) {
  const [v, setV] = useState(() => formOf(rules));
  const set = (patch: Partial<typeof v>) => setV((old) => ({ ...old, ...patch }));
  const form = useApiForm({
    schema: deliveryFields,
    values: () => ({ ...v, expected_updated_at: rules.updated_at ?? undefined }),
    send: (body) => callAdmin<DeliveryRulesWire>("/settings/delivery", body),
    onSuccess: (answer) => {
      if (!answer.data) return;
      setV(formOf(answer.data.delivery));
      onSaved(answer.data);
    },
  });
  const e = form.errors;
  const text = (id: keyof typeof v, label: string, extra: object = {}) => (
    <Field
      id={id}
      label={label}
      value={String(v[id])}
      onChange={(ev) => set({ [id]: ev.target.value })}
      error={e[id]}
      {...extra}
    />
  );
  const money = { inputMode: "decimal", maxLength: 14 } as const;
  return (
    <form noValidate onSubmit={form.onSubmit} aria-labelledby="delivery-title" className="space-y-4">
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
            value={v.served_all}
            onChange={(served_all) => set({ served_all })}
          />
        </div>
        {!v.served_all && (
          <div className="md:col-span-2">
            <TextAreaField
              id="served_pincodes"
              label="Pincodes you deliver to"
              hint="Six-digit pincodes (734010), ranges (734001-734999) or the first digits of a region (734), separated by commas or lines."
              rows={4}
              value={v.served_pincodes}
              onChange={(ev) => set({ served_pincodes: ev.target.value })}
              error={e.served_pincodes}
            />
          </div>
        )}
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
            value={v.regions}
            onChange={(ev) => set({ regions: ev.target.value })}
            error={e.regions}
          />
        </div>
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SubmitButton
          busy={form.busy}
          label="Save delivery rules"
          busyLabel="Saving…"
          className="btn-primary"
        />
        <FormMessage failure={form.failure} done={form.done} />
      </div>
    </form>
  );
}
