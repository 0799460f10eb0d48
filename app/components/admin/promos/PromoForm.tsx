import { type ChangeEvent, useState } from "react";
import { Form } from "react-router";
import { type FieldTable, keptFields } from "~/components/admin/field-table";
import { EditedVersion, SubmitRow } from "~/components/admin/fields";
import { shown } from "~/components/admin/kept";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useScriptsRunning, useShopForm } from "~/lib/forms/use-shop-form";
import { toIndiaLocal } from "../../../../lib/india-time";
import { promoFields, promoUpdateFields } from "../../../../lib/validation/promos";
import { PromoLimitsFields } from "./PromoLimitsFields";
import type { WirePromo } from "./promo-text";

const TYPES = [
  { value: "percent", label: "Percent of the cart" },
  { value: "flat", label: "Fixed amount (₹)" },
] as const;

const money = { inputMode: "decimal", maxLength: 12 } as const;

/** A promo code's fields, by their posted names (its limits are in PromoLimitsFields). */
const PROMO_FIELDS = {
  code: {
    label: "Code customers type",
    maxLength: 20,
    autoCapitalize: "characters",
    autoComplete: "off",
    spellCheck: false,
    style: { textTransform: "uppercase" },
  },
  promo_type: { kind: "select", id: "promo-type", label: "Kind of discount", options: TYPES },
  description: { label: "Description (customers see it at the checkout)", maxLength: 300 },
  description_hi: {
    id: "promo-description-hi",
    label: "Description in Hindi (Hindi readers see it; empty: they read the English)",
    maxLength: 300,
    lang: "hi",
  },
  value: { label: "Percent off (1 to 100)", ...money },
  max_discount: { id: "promo-cap", label: "Largest discount (₹; empty: no limit)", ...money },
  min_cart_value: { id: "promo-min-cart", label: "Minimum cart value (₹; empty: none)", ...money },
  starts_at: { id: "promo-starts", label: "Starts (India time)", type: "datetime-local" },
  ends_at: { id: "promo-ends", label: "Ends (India time)", type: "datetime-local" },
} satisfies FieldTable;

/** A new code's dates: from the start of today to the end of the 30th day (the same on server and browser). */
const day = (days: number) => toIndiaLocal(new Date(Date.now() + days * 86_400_000)).slice(0, 10);

/**
 * A promo code's form, posted to its page: the code, its offer (percent with an optional cap,
 * or a fixed amount), the minimum cart, its dates in India's time and its limits. Checked by the same rules
 * as the server (lib/validation/promos.ts); editing sends the version it started from, so a
 * change made meanwhile is refused, never overwritten.
 */
export function PromoForm({
  promo,
  answer,
  busy,
}: {
  promo?: WirePromo;
  answer: FormAnswer | undefined;
  busy: boolean;
}) {
  const form = useShopForm(promo ? promoUpdateFields : promoFields, answer);
  const value = shown(form);
  const [type, setType] = useState(value("promo_type", promo?.promo_type ?? "percent"));
  // Without scripts the cap stays on show (a flat code's cap is not used at the checkout).
  const scripts = useScriptsRunning();
  const field = keptFields(form, PROMO_FIELDS, "promo");
  // The code as typed comes back beside the form's answer (see promo-actions.server.ts).
  const typedCode = answer?.result.status === "error" ? (answer.typedCode as string | undefined) : undefined;
  const rupees = (saved: string | undefined) => (saved && saved !== "0.00" ? saved : "");
  return (
    <Form
      method="post"
      {...form.props}
      className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2"
    >
      <EditedVersion idName="promo_id" record={promo} />
      {field("code", typedCode ?? promo?.code ?? "")}
      {field("promo_type", type, {
        onChange: (ev: ChangeEvent<HTMLSelectElement>) =>
          setType(ev.target.value === "flat" ? "flat" : "percent"),
      })}
      <div className="sm:col-span-2">{field("description", promo?.description ?? "")}</div>
      <div className="sm:col-span-2">{field("description_hi", promo?.description_hi ?? "")}</div>
      {field("value", promo?.value ?? "", {
        label: type === "flat" ? "Amount off (₹)" : "Percent off (1 to 100)",
      })}
      {type !== "flat" || !scripts ? (
        field("max_discount", rupees(promo?.max_discount))
      ) : (
        <div aria-hidden="true" className="hidden sm:block" />
      )}
      {field("min_cart_value", rupees(promo?.min_cart_value))}
      <div aria-hidden="true" className="hidden sm:block" />
      {field("starts_at", promo ? toIndiaLocal(promo.starts_at) : `${day(0)}T00:00`)}
      {field("ends_at", promo ? toIndiaLocal(promo.ends_at) : `${day(30)}T23:59`)}
      <PromoLimitsFields promo={promo} form={form} answer={answer} />
      <SubmitRow
        form={form}
        layout="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center"
        busy={busy}
        label={promo ? "Save promo code" : "Create promo code"}
        intent="save"
      />
    </Form>
  );
}
