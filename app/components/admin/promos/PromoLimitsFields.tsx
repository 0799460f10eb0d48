import { CheckboxField } from "~/components/admin/catalogue/inputs";
import { Field, SelectField } from "~/components/admin/fields";
import { keptFlag, shown } from "~/components/admin/kept";
import type { FormAnswer } from "~/lib/forms/form-answer";
import type { useShopForm } from "~/lib/forms/use-shop-form";
import type { WirePromo } from "./promo-text";

const AUDIENCES = [
  { value: "all", label: "Every customer" },
  { value: "new", label: "New customers (no order before the code starts)" },
] as const;

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
  const value = shown(form);
  const e = form.errors;
  const count = (saved: number | null | undefined) => (saved == null ? "" : String(saved));
  return (
    <fieldset className="grid gap-4 border-t border-stone-200 pt-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="text-sm font-semibold text-stone-900">Limits (empty: none)</legend>
      <Field
        id="promo-uses-per-customer"
        name="uses_per_customer"
        label="Uses per customer"
        defaultValue={value("uses_per_customer", count(promo?.uses_per_customer))}
        inputMode="numeric"
        maxLength={7}
        error={e.uses_per_customer}
      />
      <Field
        id="promo-total-uses"
        name="total_uses"
        label="Uses in all"
        defaultValue={value("total_uses", count(promo?.total_uses))}
        inputMode="numeric"
        maxLength={7}
        error={e.total_uses}
      />
      <SelectField
        id="promo-customers"
        name="customers"
        label="Who may use it"
        defaultValue={value("customers", promo?.customers ?? "all")}
        options={AUDIENCES}
        error={e.customers}
      />
      <CheckboxField
        id="promo-first-order-only"
        name="first_order_only"
        label="First order only"
        defaultChecked={keptFlag(answer, "first_order_only", promo?.first_order_only ?? false)}
      />
    </fieldset>
  );
}
