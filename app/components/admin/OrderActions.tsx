import type { ReactNode } from "react";
import { Form, useNavigation, useSearchParams } from "react-router";
import type { RefundQuestion } from "~/admin-refund.server";
import { Field } from "~/components/admin/fields";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { orderNoteFields, refusalFields, shipFields } from "../../../lib/validation/fulfilment";
import { answerFor } from "./AnswerMessage";
import { heldField } from "./kept";
import { CancelConfirm, CashConfirm } from "./OrderConfirm";
import { OrderForm, orderPath } from "./OrderForm";
import { type RefundableOrder, RefundConfirm, RefundForm } from "./RefundPart";

/** What the order page knows of an order to offer its next steps. */
export interface OrderForActions {
  order_id: number;
  order_status: string;
  payment_status: string;
  /** The total as the API sends it ("310.00"); only for roles that see money. */
  total?: string;
  /** What can still be refunded ("310.00"); only for roles that see money. */
  refundable?: string;
  payment_method?: string;
  /** Cash on delivery still to collect ("310.00"), for every role: the packer writes it on the parcel. */
  cash_to_collect?: string | null;
  /** What the member's role may do with it now, as the server says. */
  allowed_actions: string[];
}

/** Where the order page's part refund stands (app/admin-refund.server.ts): closed, the form, or its question. */
export interface RefundState {
  edit: boolean;
  answer?: FormAnswer;
  question?: RefundQuestion;
}

/**
 * Which steps the order offers this member: the server's `allowed_actions` for their role
 * (server/modules/orders/order-actions.ts, the one table; the server checks each again).
 */
export function orderSteps(o: OrderForActions) {
  const has = (a: string) => o.allowed_actions.includes(a);
  const steps = {
    confirm: has("confirm"),
    pack: has("pack"),
    ship: has("ship"),
    deliver: has("deliver"),
    collectCash: has("collect_cash"),
    refused: has("return"),
    cancel: has("cancel"),
    refund: has("refund"),
  };
  return { ...steps, any: Object.values(steps).some(Boolean), cashDue: o.payment_status === "COD_DUE" };
}

/** A one-button step posted to the order page's action. */
function StepButton({
  orderId,
  intent,
  label,
  primary = true,
}: {
  orderId: number;
  intent: string;
  label: string;
  primary?: boolean;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <OrderForm orderId={orderId} intent={intent}>
      <button type="submit" className={primary ? "btn-primary" : "btn-outline"} disabled={busy}>
        {label}
      </button>
    </OrderForm>
  );
}

/**
 * A step that asks first: a GET to the order's page with `?confirm=…`, which shows the
 * question naming the amount (OrderConfirm.tsx); it works the same with or without scripts.
 */
function AskFirst({ orderId, confirm, children }: { orderId: number; confirm: string; children: ReactNode }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="get" action={orderPath(orderId)}>
      <button type="submit" name="confirm" value={confirm} className="btn-primary" disabled={busy}>
        {children}
      </button>
    </Form>
  );
}

/**
 * What staff can do next with an order (orderSteps), each a form posted to the page's action;
 * `answer` is that action's last answer, whose field messages go back to the form that sent it.
 */
export function OrderActions({
  order,
  answer,
  refund,
}: {
  order: OrderForActions & Partial<RefundableOrder>;
  answer: FormAnswer | undefined;
  refund?: RefundState | null;
}) {
  const orderId = order.order_id;
  const steps = orderSteps(order);
  const busy = useNavigation().state !== "idle";
  const [search] = useSearchParams();
  const confirm = search.get("confirm");
  const ship = useShopForm(shipFields, answerFor(answer, "ship"), "ship-form");
  const refusal = useShopForm(refusalFields, answerFor(answer, "return"), "return-form");
  const toCollect = order.cash_to_collect ? `₹${order.cash_to_collect} to collect` : "cash to collect";
  const outForDelivery = order.order_status === "SHIPPED" || order.order_status === "DELIVERED";
  const cancelAnswer = answerFor(answer, "cancel");
  const cancelFailed = cancelAnswer?.result.status === "error";
  // A refund the server turned down after its question (the amount changed) comes back as the form.
  const refundAnswer = answerFor(answer, "refund");
  const refundFailed = refundAnswer?.result.status === "error";
  // A refusal the server turned down comes back open (a page answered without scripts).
  const refusalFailed = answerFor(answer, "return")?.result.status === "error";
  return (
    <div className="space-y-4">
      {steps.confirm && (
        <div className="space-y-2">
          <p className="text-sm text-stone-700">
            Cash on delivery waiting for the customer's SMS code. Called them and they want it? Confirm it
            here; it is then offered for packing.
          </p>
          <StepButton orderId={orderId} intent="confirm-cod" label="Confirm order (customer called)" />
        </div>
      )}
      {steps.pack && <StepButton orderId={orderId} intent="pack" label="Mark packed" />}
      {steps.ship && (
        <OrderForm
          orderId={orderId}
          intent="ship"
          form={ship}
          className="grid gap-3 sm:grid-cols-3 sm:items-end"
        >
          <Field id="courier_name" label="Courier" {...heldField(ship, "courier_name")} aria-required />
          <Field id="awb_number" label="AWB number" {...heldField(ship, "awb_number")} aria-required />
          <Field
            id="tracking_url"
            label="Tracking link (optional)"
            type="url"
            {...heldField(ship, "tracking_url")}
          />
          <button type="submit" className="btn-primary sm:col-span-3 sm:justify-self-start" disabled={busy}>
            Mark shipped
          </button>
        </OrderForm>
      )}
      {(steps.deliver || steps.collectCash) && (
        <div className="flex flex-wrap gap-3">
          {steps.deliver && (
            <StepButton
              orderId={orderId}
              intent="deliver"
              label="Mark delivered"
              primary={!steps.collectCash}
            />
          )}
          {steps.collectCash && (
            <AskFirst orderId={orderId} confirm="cash">
              Cash collected
            </AskFirst>
          )}
        </div>
      )}
      {steps.collectCash && confirm === "cash" && <CashConfirm order={order} />}
      {steps.cashDue && (
        <p className="text-sm text-stone-700">
          Cash on delivery: {toCollect}.{" "}
          {!outForDelivery
            ? "Write it on the parcel for the courier."
            : steps.collectCash
              ? "Record it once the courier or the driver has it; a parcel out for delivery becomes delivered."
              : "A manager or the owner records it once collected."}
        </p>
      )}
      {steps.refused && (
        <details className="rounded-lg border border-amber-300 p-3" open={refusalFailed || undefined}>
          <summary className="cursor-pointer font-semibold text-amber-900">Refused at the door…</summary>
          <OrderForm orderId={orderId} intent="return" form={refusal} className="mt-3 space-y-3">
            <Field
              id="return_reason"
              name="reason"
              label="Why it was refused"
              {...heldField(refusal, "reason")}
              aria-required
            />
            <p className="text-sm text-stone-700">
              The order becomes returned and its packs go back in stock.
            </p>
            <button type="submit" className="btn-primary" disabled={busy}>
              Record the refusal
            </button>
          </OrderForm>
        </details>
      )}
      {steps.cancel &&
        (confirm === "cancel" || cancelFailed ? (
          <CancelConfirm order={order} answer={cancelAnswer} />
        ) : (
          <Form method="get" action={orderPath(orderId)}>
            <button
              type="submit"
              name="confirm"
              value="cancel"
              className="btn-outline border-red-200 text-red-800"
              disabled={busy}
            >
              {steps.cashDue ? "Cancel the order…" : "Cancel and refund…"}
            </button>
          </Form>
        ))}
      {steps.refund &&
        order.lines &&
        (refund?.question ? (
          <RefundConfirm orderId={orderId} question={refund.question} />
        ) : (
          <RefundForm
            order={{ order_id: orderId, lines: order.lines, refundable: order.refundable ?? "0" }}
            answer={refundFailed ? refundAnswer : refund?.answer}
            open={Boolean(refund?.edit) || refundFailed}
          />
        ))}
    </div>
  );
}

/** Adds a staff note (only staff ever read it). */
export function AddNote({ orderId, answer }: { orderId: number; answer: FormAnswer | undefined }) {
  const busy = useNavigation().state !== "idle";
  const form = useShopForm(orderNoteFields, answerFor(answer, "note"), "note-form");
  return (
    <OrderForm
      orderId={orderId}
      intent="note"
      form={form}
      className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      {/* Remounted empty once the note is added (Conform's key changes when the form resets). */}
      <div className="flex-1" key={form.form.key}>
        <Field id="note" label="Add a note" defaultValue={form.values.note} error={form.errors.note} />
      </div>
      <button type="submit" className="btn-outline" disabled={busy}>
        Add note
      </button>
    </OrderForm>
  );
}
