import { Form, Link, useNavigation, useSearchParams } from "react-router";
import type { RefundQuestion } from "~/admin-refund.server";
import { Field } from "~/components/admin/fields";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { formatRupeeString as rupees } from "../../../lib/money";
import { refundFields } from "../../../lib/validation/refunds";
import { when } from "./list-nav";
import { OrderForm, orderPath } from "./OrderForm";

/** What the refund form knows of the order: its lines with the units still refundable, and the money left. */
export interface RefundableOrder {
  order_id: number;
  lines: { id: number; product_name: string; pack: string; qty: number; refunded_qty: number }[];
  /** What is left to refund ("1234.00"). */
  refundable: string;
}

/** One refund of the order as the admin API sends it. */
interface RefundRow {
  id: number;
  kind: "whole" | "part";
  status: "Refunding" | "Refund";
  amount: string;
  reason: string;
  lines: { product_name: string; pack: string; qty: number }[];
  restocked: boolean;
  refund_id: string | null;
  at: string;
  refunded_at: string | null;
}

/** The order's refunds for staff: made or due, all that was left or a part (why, which lines), the provider's id. */
export function RefundList({ refunds }: { refunds: RefundRow[] }) {
  if (refunds.length === 0) return null;
  return (
    <>
      <h3 className="mt-3 font-semibold">Refunds</h3>
      <ul className="space-y-2 text-sm [overflow-wrap:anywhere]" data-testid="refunds">
        {refunds.map((r) => (
          <li key={r.id}>
            <strong>
              {r.status === "Refund" ? "Refunded" : "Refund due"} {rupees(r.amount)}
            </strong>{" "}
            {r.kind === "part" ? "(part)" : "(all that was left)"} · {when(r.at)}
            {r.refund_id && <> · refund {r.refund_id}</>}
            {r.refunded_at && <> · made {when(r.refunded_at)}</>}
            {r.reason && <> · {r.reason}</>}
            {r.lines.length > 0 && (
              <> · {r.lines.map((l) => `${l.product_name} (${l.pack}) × ${l.qty}`).join(", ")}</>
            )}
            {r.restocked && <> · back in stock</>}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The form's values: a failed refund's answer, else the address (a question sent back to be changed). */
function valuesOf(answer: FormAnswer | undefined, params: URLSearchParams) {
  const initial = answer?.result.initialValue as Record<string, unknown> | undefined;
  const get = (name: string) => {
    if (initial) {
      const at = /^lines\[(\d+)\]\.qty$/.exec(name);
      const lines = initial.lines as { qty?: string }[] | undefined;
      return at ? (lines?.[Number(at[1])]?.qty ?? "") : String(initial[name] ?? "");
    }
    return params.get(name) ?? "";
  };
  return { get, restock: initial ? initial.restock === "on" : params.get("restock") === "on" };
}

/**
 * Refunding part of a paid order (docs/decisions/0032-refunds.md): how many of each line, or an
 * amount, with the reason the customer reads, and whether the packs go back on the shelf. The
 * form is a GET to the order's page (it changes nothing), whose loader works out the amount for
 * the question; only the question's Yes posts the refund. With or without scripts alike.
 */
export function RefundForm({
  order,
  answer,
  open,
}: {
  order: RefundableOrder;
  answer: FormAnswer | undefined;
  open: boolean;
}) {
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const form = useShopForm(refundFields, answer, "refund-form");
  const v = valuesOf(answer, params);
  if (!open) {
    return (
      <Form method="get" action={orderPath(order.order_id)}>
        <button type="submit" name="refund" value="edit" className="btn-outline" disabled={busy}>
          Refund part of the order…
        </button>
      </Form>
    );
  }
  return (
    <Form
      method="get"
      action={orderPath(order.order_id)}
      {...form.props}
      className="space-y-3 rounded-lg border border-amber-300 p-3"
      aria-labelledby="refund-title"
    >
      <h3 id="refund-title" className="font-bold">
        Refund part of the order
      </h3>
      <input type="hidden" name="refund" value="check" />
      {form.failure && (
        <p role="alert" className="rounded bg-red-50 p-2 text-sm font-semibold text-red-800">
          {form.failure}
        </p>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">How many of each line (their price as charged)</legend>
        {order.lines.map((l, i) => {
          const left = l.qty - l.refunded_qty;
          return (
            <div key={l.id}>
              <input type="hidden" name={`lines[${i}].line_id`} value={l.id} />
              <Field
                id={`refund-qty-${l.id}`}
                name={`lines[${i}].qty`}
                label={`${l.product_name} (${l.pack}): ${left} of ${l.qty} can be refunded`}
                type="number"
                inputMode="numeric"
                min={0}
                max={left}
                disabled={left === 0}
                defaultValue={v.get(`lines[${i}].qty`) || "0"}
                error={form.errors[`lines[${i}].qty`]}
              />
            </div>
          );
        })}
      </fieldset>
      <Field
        id="refund-amount"
        name="amount"
        label={`Or an amount in rupees (at most ${rupees(order.refundable)})`}
        inputMode="decimal"
        defaultValue={v.get("amount")}
        error={form.errors.amount}
      />
      <Field
        id="refund-reason"
        name="reason"
        label="Reason (the customer reads it)"
        defaultValue={v.get("reason")}
        error={form.errors.reason}
        aria-required
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="restock" defaultChecked={v.restock} className="h-5 w-5" />
        Put the refunded lines' packs back in stock
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={orderPath(order.order_id)} replace className="btn-outline">
          Not now
        </Link>
        <button type="submit" className="btn-primary" disabled={busy}>
          Check the refund…
        </button>
      </div>
    </Form>
  );
}

/**
 * The question before a part refund, naming the amount the server worked out: its Yes posts the
 * same fields with that amount (`expected_amount`), so a refund that no longer comes to it is
 * refused rather than made. "No" goes back to the form with what was typed.
 */
export function RefundConfirm({ orderId, question }: { orderId: number; question: RefundQuestion }) {
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const fields = [...params].filter(([name]) => name !== "refund" && name !== "expected_amount");
  const change = new URLSearchParams([["refund", "edit"], ...fields]);
  return (
    <dialog
      open
      aria-labelledby="refund-confirm-title"
      className="static m-0 w-full rounded-lg border-2 border-red-300 bg-white p-4 text-stone-900"
    >
      <h3 id="refund-confirm-title" className="font-bold">
        Refund {question.amount} to the customer?
      </h3>
      {question.lines.length > 0 && (
        <ul className="mt-2 text-sm">
          {question.lines.map((l) => (
            <li key={l.name}>
              {l.name} × {l.qty} · {l.amount}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-stone-700 [overflow-wrap:anywhere]">
        Reason: {question.reason}. {question.restock ? "The packs go back in stock. " : ""}It goes back the
        way the customer paid, with a credit note for it.
      </p>
      <OrderForm orderId={orderId} intent="refund" className="mt-3 flex flex-wrap justify-end gap-2">
        {fields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="expected_amount" value={question.expected} />
        <Link to={`${orderPath(orderId)}?${change}`} replace className="btn-outline">
          No, change it
        </Link>
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy}>
          Yes, refund {question.amount}
        </button>
      </OrderForm>
    </dialog>
  );
}
