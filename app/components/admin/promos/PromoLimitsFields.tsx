import { CheckboxField } from "~/components/admin/catalogue/inputs";
import { type FieldTable, keptFields } from "~/components/admin/field-table";
import { keptFlag } from "~/components/admin/kept";
import type { FormAnswer } from "~/lib/forms/form-answer";
import type { useShopForm } from "~/lib/forms/use-shop-form";
import type { WirePromo } from "./promo-text";

const AUDIENCES = [
  { value: "all", label: "Every customer" },
  { value: "new", label: "New customers (no order before the code starts)" },
] as const;

const count = { inputMode: "numeric", maxLength: 7 } as const;

/** The limits' fields, by their posted names. */
const LIMIT_FIELDS = {
  uses_per_customer: { label: "Uses per customer", ...count },
  total_uses: { label: "Uses in all", ...count },
  customers: { kind: "select", label: "Who may use it", options: AUDIENCES },
} satisfies FieldTable;

/**
 * A promo code's limits, part of its form (docs/decisions/0031-cod-caps-and-promo-limits.md):
 * uses per customer and in all (empty: no limit), first order only, and who it is for. The
 * checkout checks them when an order is placed.
 */
export function PromoLimitsFields({
  promo,
  form,
  answer,
}: {
  promo?: WirePromo;
  form: ReturnType<typeof useShopForm>;
  answer: FormAnswer | undefined;
}) {
  const field = keptFields(form, LIMIT_FIELDS, "promo");
  const counted = (saved: number | null | undefined) => (saved == null ? "" : String(saved));
  return (
    <fieldset className="grid gap-4 border-t border-stone-200 pt-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="text-sm font-semibold text-stone-900">Limits (empty: none)</legend>
      {field("uses_per_customer", counted(promo?.uses_per_customer))}
      {field("total_uses", counted(promo?.total_uses))}
      {field("customers", promo?.customers ?? "all")}
      <CheckboxField
        id="promo-first-order-only"
        name="first_order_only"
        label="First order only"
        defaultChecked={keptFlag(answer, "first_order_only", promo?.first_order_only ?? false)}
      />
    </fieldset>
  );
}
