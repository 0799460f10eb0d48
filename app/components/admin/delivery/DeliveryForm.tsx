import { type FieldTable, keptFields } from "~/components/admin/field-table";
import { keptFlag } from "~/components/admin/kept";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { deliveryForm } from "../../../../lib/validation/delivery";
import { MONEY_INPUT } from "./delivery-model";
import { PincodeScope } from "./PincodeScope";
import { RulesForm, type RulesFormProps } from "./RulesForm";

const box = "grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2";
const legend = "px-1 text-lg font-bold";

/** The rules' fields, by their posted names (the radios are drawn apart). */
const DELIVERY_FIELDS = {
  flat_charge: { label: "Delivery charge per order (₹; 0 for none)", ...MONEY_INPUT },
  free_above: { label: "Free delivery for orders from (₹; 0: never free)", ...MONEY_INPUT },
  per_kg_charge: { label: "Extra charge per kg above the weight below (₹; 0 for none)", ...MONEY_INPUT },
  included_kg: { label: "Weight the delivery charge covers (kg)", inputMode: "decimal", maxLength: 9 },
  served_pincodes: {
    kind: "area",
    label: "Pincodes you deliver to",
    hint: "Six-digit pincodes (734010), ranges (734001-734999) or the first digits of a region (734), separated by commas or lines.",
    rows: 4,
  },
  default_days: { label: "Usual days to deliver (1 to 60)", inputMode: "numeric", maxLength: 2 },
  regions: {
    kind: "area",
    label: "Days by region (optional)",
    hint: "One region a line: the pincode's first digits, then the days, e.g. 734 = 2. The longest matching digits win; other pincodes take the usual days.",
    rows: 4,
  },
} satisfies FieldTable;

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
    <RulesForm
      intent="delivery"
      title="Delivery"
      form={form}
      updatedAt={rules.updated_at}
      busy={busy}
      save="Save delivery rules"
    >
      <fieldset className={box}>
        <legend className={legend}>Charges</legend>
        {field("flat_charge", String(rules.flat_charge))}
        {field("free_above", String(rules.free_above))}
        {field("per_kg_charge", String(rules.per_kg_charge))}
        {field("included_kg", String(rules.included_kg))}
      </fieldset>
      <fieldset className={box}>
        <legend className={legend}>Pincodes served</legend>
        <PincodeScope
          name="served_all"
          legend="Where do you deliver?"
          yes="Every pincode in India"
          no="Only the pincodes listed"
          all={keptFlag(answer, "served_all", rules.served_all)}
        >
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
