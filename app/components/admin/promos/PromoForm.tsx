import { useState } from "react";
import { callAdmin } from "~/components/admin/admin-api";
import { Field, FormMessage, SelectField, SubmitButton } from "~/components/admin/fields";
import { useApiForm } from "~/lib/use-api-form";
import { toIndiaLocal } from "../../../../lib/india-time";
import { promoFields, promoUpdateFields } from "../../../../lib/validation/promos";
import type { WirePromo } from "./promo-text";

const TYPES = [
  { value: "percent", label: "Percent of the cart" },
  { value: "flat", label: "Fixed amount (₹)" },
] as const;

/** A new code's dates: from the start of today to the end of the 30th day (the same on server and browser). */
const day = (days: number) => toIndiaLocal(new Date(Date.now() + days * 86_400_000)).slice(0, 10);

/**
 * A promo code's form: the code, its offer (percent with an optional cap, or a fixed amount), the
 * minimum cart and its dates in India's time. Checked by the same rules as the server
 * (lib/validation/promos.ts); editing sends the version it started from, so a change made
 * meanwhile is refused, never overwritten.
 */
export function PromoForm({
  promo,
  version,
  onSaved,
}: {
  promo?: WirePromo;
  version?: number;
  onSaved: (saved: WirePromo) => void;
}) {
  const [code, setCode] = useState(promo?.code ?? "");
  const [description, setDescription] = useState(promo?.description ?? "");
  const [type, setType] = useState<"percent" | "flat">(promo?.promo_type ?? "percent");
  const [value, setValue] = useState(promo?.value ?? "");
  const [cap, setCap] = useState(promo && promo.max_discount !== "0.00" ? promo.max_discount : "");
  const [minCart, setMinCart] = useState(
    promo && promo.min_cart_value !== "0.00" ? promo.min_cart_value : "",
  );
  const [starts, setStarts] = useState(promo ? toIndiaLocal(promo.starts_at) : `${day(0)}T00:00`);
  const [ends, setEnds] = useState(promo ? toIndiaLocal(promo.ends_at) : `${day(30)}T23:59`);
  const form = useApiForm({
    schema: promo ? promoUpdateFields : promoFields,
    values: () => ({
      ...(promo ? { promo_id: promo.id, version: version ?? promo.version } : {}),
      code,
      description,
      promo_type: type,
      value,
      max_discount: type === "percent" ? cap : "",
      min_cart_value: minCart,
      starts_at: starts,
      ends_at: ends,
    }),
    send: (v) => callAdmin<WirePromo>(promo ? "/promos/update" : "/promos/create", v),
    onSuccess: (answer) => {
      if (answer.data) onSaved(answer.data);
    },
  });
  const e = form.errors;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2"
    >
      <Field
        id="promo-code"
        label="Code customers type"
        value={code}
        maxLength={20}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        onChange={(ev) => setCode(ev.target.value.toUpperCase())}
        error={e.code}
      />
      <SelectField
        id="promo-type"
        label="Kind of discount"
        value={type}
        options={TYPES}
        onChange={(ev) => setType(ev.target.value === "flat" ? "flat" : "percent")}
        error={e.promo_type}
      />
      <div className="sm:col-span-2">
        <Field
          id="promo-description"
          label="Description (customers see it at the checkout)"
          value={description}
          maxLength={300}
          onChange={(ev) => setDescription(ev.target.value)}
          error={e.description}
        />
      </div>
      <Field
        id="promo-value"
        label={type === "percent" ? "Percent off (1 to 100)" : "Amount off (₹)"}
        value={value}
        inputMode="decimal"
        maxLength={12}
        onChange={(ev) => setValue(ev.target.value)}
        error={e.value}
      />
      {type === "percent" ? (
        <Field
          id="promo-cap"
          label="Largest discount (₹; empty: no limit)"
          value={cap}
          inputMode="decimal"
          maxLength={12}
          onChange={(ev) => setCap(ev.target.value)}
          error={e.max_discount}
        />
      ) : (
        <div aria-hidden="true" className="hidden sm:block" />
      )}
      <Field
        id="promo-min-cart"
        label="Minimum cart value (₹; empty: none)"
        value={minCart}
        inputMode="decimal"
        maxLength={12}
        onChange={(ev) => setMinCart(ev.target.value)}
        error={e.min_cart_value}
      />
      <div aria-hidden="true" className="hidden sm:block" />
      <Field
        id="promo-starts"
        label="Starts (India time)"
        type="datetime-local"
        value={starts}
        onChange={(ev) => setStarts(ev.target.value)}
        error={e.starts_at}
      />
      <Field
        id="promo-ends"
        label="Ends (India time)"
        type="datetime-local"
        value={ends}
        onChange={(ev) => setEnds(ev.target.value)}
        error={e.ends_at}
      />
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center">
        <SubmitButton
          busy={form.busy}
          label={promo ? "Save promo code" : "Create promo code"}
          busyLabel="Saving…"
          className="btn-primary"
        />
        <FormMessage failure={form.failure} />
      </div>
    </form>
  );
}
