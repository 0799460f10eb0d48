import type { FieldTable } from "~/components/admin/field-table";
import type { DeliveryRulesView } from "../../../../server/modules/delivery";

/** The delivery and cash-on-delivery rules as the back office receives them: the API's own shape. */
export type DeliveryRulesWire = DeliveryRulesView;

/** A rupee amount's box: the decimal keyboard, and as long as the rules allow. */
export const MONEY_INPUT = { inputMode: "decimal", maxLength: 14 } as const;

/** The rules' fields, by their posted names (the radios are drawn apart). */
export const DELIVERY_FIELDS = {
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

/** The rules' fields, by their posted names (the on/off box and the radios are drawn apart). */
export const COD_FIELDS = {
  max_order_value: { label: "Largest order for cash on delivery (₹; 0: no limit)", ...MONEY_INPUT },
  fee: { label: "Cash-on-delivery fee (₹; 0 for none)", ...MONEY_INPUT },
  pincodes: {
    kind: "area",
    label: "Pincodes for cash on delivery",
    hint: "Six-digit pincodes, ranges (734001-734999) or the first digits of a region (734), separated by commas or lines.",
    rows: 3,
  },
} satisfies FieldTable;

/** The everywhere-or-listed choices, by their posted names: the question and its "everywhere". */
export const PINCODE_CHOICES = {
  served_all: { legend: "Where do you deliver?", yes: "Every pincode in India" },
  pincodes_all: { legend: "Where is cash on delivery offered?", yes: "Wherever you deliver" },
};
