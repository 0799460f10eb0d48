import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { Field } from "~/components/admin/fields";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { formatRupees } from "../../../lib/money";
import { cancelFields } from "../../../lib/validation/fulfilment";
import { heldField } from "./kept";
import type { OrderForActions } from "./OrderActions";
import { OrderForm, orderPath } from "./OrderForm";

/**
 * "Are you sure?" on the order's page itself, shown by its address (`?confirm=…`): a dialog in
 * the page's flow that needs no script to open; its form posts the step, "No" goes back.
 */
function ConfirmStep({
  title,
  orderId,
  no,
  children,
}: {
  title: string;
  orderId: number;
  no: string;
  children: (noLink: ReactNode) => ReactNode;
}) {
  const noLink = (
    <Link to={orderPath(orderId)} replace className="btn-outline">
      {no}
    </Link>
  );
  return (
    <dialog
      open
      aria-labelledby="confirm-title"
      className="static m-0 w-full rounded-lg border-2 border-red-300 bg-white p-4 text-stone-900"
    >
      <h3 id="confirm-title" className="font-bold">
        {title}
      </h3>
      {children(noLink)}
    </dialog>
  );
}

/** Recording the cash of a cash-on-delivery order: money, so it names the amount and asks. */
export function CashConfirm({ order }: { order: OrderForActions }) {
  const busy = useNavigation().state !== "idle";
  const cash = order.total ? `₹${order.total}` : "the cash";
  return (
    <ConfirmStep
      title={`Record ${cash} collected in cash for order #${order.order_id}?`}
      orderId={order.order_id}
      no="Not yet"
    >
      {(noLink) => (
        <OrderForm
          orderId={order.order_id}
          intent="collect-cash"
          className="mt-4 flex flex-wrap justify-end gap-2"
        >
          {noLink}
          <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy}>
            Yes, cash collected
          </button>
        </OrderForm>
      )}
    </ConfirmStep>
  );
}

/**
 * Cancelling before the parcel leaves: its packs go back in stock and what was paid is refunded
 * in full (the question names the amount); the reason is emailed to the customer.
 */
export function CancelConfirm({ order, answer }: { order: OrderForActions; answer: FormAnswer | undefined }) {
  const busy = useNavigation().state !== "idle";
  const form = useShopForm(cancelFields, answer, "cancel-form");
  const nothingPaid = order.payment_status === "COD_DUE";
  // What goes back: what is left after any part refunds (the whole total when there were none).
  const left = order.refundable ?? order.total;
  const refund = left ? formatRupees(Math.round(Number(left) * 100)) : "what was paid";
  const allBack = !nothingPaid && left !== undefined && Number(left) === 0;
  return (
    <ConfirmStep
      title={
        nothingPaid
          ? `Cancel order #${order.order_id}? Nothing was paid, so nothing is refunded.`
          : allBack
            ? `Cancel order #${order.order_id}? Everything paid has been refunded already.`
            : `Cancel order #${order.order_id} and refund ${refund} to the customer?`
      }
      orderId={order.order_id}
      no="Keep the order"
    >
      {(noLink) => (
        <OrderForm orderId={order.order_id} intent="cancel" form={form} className="mt-3 space-y-3">
          <p className="text-sm text-stone-700">
            Its packs go back in stock
            {nothingPaid || allBack ? "" : `, ${refund} goes back to the customer the way they paid`} and the
            customer is emailed the reason.
          </p>
          <Field
            id="reason"
            label="Reason (the customer reads it)"
            {...heldField(form, "reason")}
            aria-required
          />
          <div className="flex flex-wrap justify-end gap-2">
            {noLink}
            <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy}>
              {nothingPaid || allBack
                ? "Cancel the order (nothing to refund)"
                : `Cancel the order and refund ${refund}`}
            </button>
          </div>
        </OrderForm>
      )}
    </ConfirmStep>
  );
}
