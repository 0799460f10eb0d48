import { Form, useNavigation } from "react-router";
import type { DraftAnswer } from "../../admin-staff-order.server";
import { Box } from "./Box";
import { Field, FormMessage } from "./fields";
import { StaffOrderAddress } from "./StaffOrderAddress";

/** The caller as the page has them (server/flows/staff-order-customer.ts). */
export interface CallerView {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  addresses: {
    id: number;
    fullName: string;
    address1: string;
    city: string;
    state: string;
    pincode: string;
  }[];
}

const radio = "flex min-h-11 cursor-pointer items-center gap-3 text-sm";
const CHANNELS = [
  { value: "phone", label: "Phone call" },
  { value: "whatsapp", label: "WhatsApp" },
  { value: "counter", label: "At the counter (paid in cash now)" },
] as const;

/**
 * The order's one form: how it came, the packs (search, add, how many, the price), where it
 * goes, how it is paid, then the server's total and Place order. Each button posts the whole
 * form, so it works without scripts; with them, React Router posts it without a reload.
 */
export function StaffOrderForm({
  caller,
  answer,
  canPrice,
}: {
  caller: CallerView;
  answer: DraftAnswer | undefined;
  canPrice: boolean;
}) {
  const busy = useNavigation().state !== "idle";
  const d = answer?.draft;
  const errors = answer?.fieldErrors ?? {};
  const chosen = answer?.chosen ?? {};
  const lines = d?.lines ?? [];
  return (
    <Form method="post" className="grid gap-4" aria-busy={busy}>
      <input type="hidden" name="customer_id" value={caller.id} />
      {/* Enter in a field searches, as the first button of the form. */}
      <Box title="Products">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <Field id="q" label="Product name or SKU" type="search" defaultValue={d?.q ?? ""} maxLength={100} />
          <button type="submit" name="intent" value="search" className="btn-outline" disabled={busy}>
            Search
          </button>
        </div>
        {answer && answer.matches.length > 0 && (
          <ul className="mt-3 divide-y divide-stone-200" aria-label="Packs found">
            {answer.matches.map((p) => (
              <li key={p.packId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {p.product} · {p.qty} {p.unit} · ₹{(p.pricePaise / 100).toFixed(2)} · {p.stock} in stock
                </span>
                <button
                  type="submit"
                  name="add"
                  value={p.packId}
                  className="btn-outline min-h-11"
                  aria-label={`Add ${p.product} ${p.qty} ${p.unit}`}
                >
                  Add
                </button>
              </li>
            ))}
          </ul>
        )}
        {answer && answer.matches.length === 0 && d?.q && !answer.quote && !lines.length && (
          <p className="mt-3 text-sm">No pack for sale matches “{d.q}”.</p>
        )}
        <h3 className="mt-4 font-semibold">In this order</h3>
        {lines.length === 0 ? (
          <p className="text-sm text-stone-700">No packs yet: search, then Add.</p>
        ) : (
          <ul className="divide-y divide-stone-200" aria-label="Packs in this order">
            {lines.map((l) => {
              const p = chosen[l.packId];
              return (
                <li
                  key={l.packId}
                  className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_7rem_9rem_auto] sm:items-end"
                >
                  <input type="hidden" name="line" value={l.packId} />
                  <div className="text-sm [overflow-wrap:anywhere]">
                    <strong>{p?.product}</strong> · {p?.pack}
                    <br />
                    MRP ₹{p?.mrp} · price ₹{p?.price} · {p?.stock} in stock
                  </div>
                  <Field
                    id={`qty_${l.packId}`}
                    label="How many"
                    inputMode="numeric"
                    defaultValue={l.qty}
                    maxLength={4}
                    error={errors[`qty_${l.packId}`]}
                  />
                  {canPrice ? (
                    <Field
                      id={`price_${l.packId}`}
                      label="Price each (₹)"
                      inputMode="decimal"
                      defaultValue={l.price || p?.price}
                      maxLength={10}
                      error={errors[`price_${l.packId}`]}
                    />
                  ) : (
                    <span />
                  )}
                  <button type="submit" name="remove" value={l.packId} className="btn-outline min-h-11">
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {canPrice && lines.length > 0 && (
          <div className="mt-3">
            <Field
              id="price_reason"
              label="Why a price is changed (only if you changed one)"
              defaultValue={d?.priceReason ?? ""}
              maxLength={300}
            />
          </div>
        )}
      </Box>
      <Box title="How the order came">
        <fieldset>
          <legend className="sr-only">How the order came</legend>
          {CHANNELS.map((c) => (
            <label key={c.value} className={radio}>
              <input
                type="radio"
                name="channel"
                value={c.value}
                defaultChecked={(d?.channel ?? "phone") === c.value}
                className="h-5 w-5 accent-brand-800"
              />
              {c.label}
            </label>
          ))}
        </fieldset>
      </Box>
      <StaffOrderAddress caller={caller} draft={d} errors={errors} />
      <Box title="Payment (not for the counter)">
        <fieldset>
          <legend className="sr-only">How the customer pays</legend>
          <label className={radio}>
            <input
              type="radio"
              name="pay"
              value="cod"
              defaultChecked={(d?.pay ?? "cod") !== "link"}
              className="h-5 w-5 accent-brand-800"
            />
            Cash on delivery, confirmed: I spoke to the customer
          </label>
          <label className={radio}>
            <input
              type="radio"
              name="pay"
              value="link"
              defaultChecked={d?.pay === "link"}
              className="h-5 w-5 accent-brand-800"
            />
            Send a payment link by text message (open 24 hours)
          </label>
        </fieldset>
      </Box>
      <Box title="Total">
        {answer?.quote ? (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" aria-label="Total">
            <dt>Packs</dt>
            <dd className="text-right tabular-nums">{answer.quote.goods}</dd>
            <dt>Delivery</dt>
            <dd className="text-right tabular-nums">{answer.quote.delivery}</dd>
            <dt>Cash on delivery fee</dt>
            <dd className="text-right tabular-nums">{answer.quote.codFee}</dd>
            <dt className="font-bold">Total</dt>
            <dd className="text-right font-bold tabular-nums" data-testid="order-total">
              {answer.quote.total}
            </dd>
          </dl>
        ) : (
          <p className="text-sm text-stone-700">
            Work out the total, read it to the customer, then place the order.
          </p>
        )}
        <FormMessage failure={answer?.message ?? undefined} />
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <button type="submit" name="intent" value="quote" className="btn-outline" disabled={busy}>
            Work out the total
          </button>
          {answer?.quote && (
            <>
              <input type="hidden" name="expected_total" value={answer.quote.totalPaise} />
              <input type="hidden" name="attempt" value={answer.quote.attempt} />
              <button type="submit" name="intent" value="place" className="btn-primary" disabled={busy}>
                Place order · {answer.quote.total}
              </button>
            </>
          )}
        </div>
      </Box>
    </Form>
  );
}
