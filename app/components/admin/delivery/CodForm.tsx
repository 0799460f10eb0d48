import { useState } from "react";
import { callAdmin } from "~/components/admin/admin-api";
import { CheckboxField, TextAreaField } from "~/components/admin/catalogue/inputs";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import { RadioChoice } from "~/components/admin/RadioChoice";
import { useApiForm } from "~/lib/use-api-form";
import { codFields } from "../../../../lib/validation/delivery";
import type { DeliveryRulesWire } from "./delivery-model";

type Cod = DeliveryRulesWire["cod"];
const formOf = (c: Cod) => ({
  enabled: c.enabled,
  max_order_value: c.max_order_value,
  fee: c.fee,
  pincodes_all: c.pincodes_all,
  pincodes: c.pincodes,
});

/**
 * The owner's cash-on-delivery rules: on or off, the largest order, a fee shown as its own line
 * at the checkout, and the pincodes it is offered in. Checked like the delivery form.
 */
export function CodForm({ rules, onSaved }: { rules: Cod; onSaved: (saved: DeliveryRulesWire) => void }) {
  const [v, setV] = useState(() => formOf(rules));
  const set = (patch: Partial<typeof v>) => setV((old) => ({ ...old, ...patch }));
  const form = useApiForm({
    schema: codFields,
    values: () => ({ ...v, expected_updated_at: rules.updated_at ?? undefined }),
    send: (body) => callAdmin<DeliveryRulesWire>("/settings/cod", body),
    onSuccess: (answer) => {
      if (!answer.data) return;
      setV(formOf(answer.data.cod));
      onSaved(answer.data);
    },
  });
  const e = form.errors;
  return (
    <form noValidate onSubmit={form.onSubmit} aria-labelledby="cod-title" className="space-y-4">
      <h2 id="cod-title" className="text-xl font-bold text-stone-900">
        Cash on delivery
      </h2>
      <div className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2">
        <div className="md:col-span-2">
          <CheckboxField
            id="cod_enabled"
            label="Offer cash on delivery"
            checked={v.enabled}
            onChange={(ev) => set({ enabled: ev.target.checked })}
          />
        </div>
        <Field
          id="max_order_value"
          label="Largest order for cash on delivery (₹; 0: no limit)"
          inputMode="decimal"
          maxLength={14}
          value={v.max_order_value}
          onChange={(ev) => set({ max_order_value: ev.target.value })}
          error={e.max_order_value}
        />
        <Field
          id="fee"
          label="Cash-on-delivery fee (₹; 0 for none)"
          inputMode="decimal"
          maxLength={14}
          value={v.fee}
          onChange={(ev) => set({ fee: ev.target.value })}
          error={e.fee}
        />
        <div className="md:col-span-2">
          <RadioChoice
            name="pincodes_all"
            legend="Where is cash on delivery offered?"
            yes="Wherever you deliver"
            no="Only the pincodes listed"
            value={v.pincodes_all}
            onChange={(pincodes_all) => set({ pincodes_all })}
          />
        </div>
        {!v.pincodes_all && (
          <div className="md:col-span-2">
            <TextAreaField
              id="pincodes"
              label="Pincodes for cash on delivery"
              hint="Six-digit pincodes, ranges (734001-734999) or the first digits of a region (734), separated by commas or lines."
              rows={3}
              value={v.pincodes}
              onChange={(ev) => set({ pincodes: ev.target.value })}
              error={e.pincodes}
            />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SubmitButton
          busy={form.busy}
          label="Save cash-on-delivery rules"
          busyLabel="Saving…"
          className="btn-primary"
        />
        <FormMessage failure={form.failure} done={form.done} />
      </div>
    </form>
  );
}
