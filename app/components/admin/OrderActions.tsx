import { type FormEvent, useState } from "react";
import { Field } from "~/components/admin/fields";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";

/** The form's fields as the admin API's body. */
const fieldsOf = (e: FormEvent<HTMLFormElement>) =>
  Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;

/** What the order page knows of an order to offer its next steps. */
export interface OrderForActions {
  order_id: number;
  order_status: string;
  payment_status: string;
  /** The total as the API sends it ("310.00"); only for roles that see money. */
  total?: string;
}

/**
 * Which steps an order offers a member (the server checks each again): pack a paid or
 * confirmed (cash on delivery) order, ship, deliver; for cash on delivery with the cash still
 * due, "Cash collected" (money: managers and owners) once shipped or delivered, and "Refused at
 * the door" while shipped; cancel (money) before the parcel leaves.
 */
export function orderSteps(o: OrderForActions, seesMoney: boolean) {
  const cashDue = o.payment_status === "COD_DUE";
  const steps = {
    pack: o.order_status === "PAID" || o.order_status === "CONFIRMED",
    ship: o.order_status === "PACKED",
    deliver: o.order_status === "SHIPPED",
    collectCash: seesMoney && cashDue && (o.order_status === "SHIPPED" || o.order_status === "DELIVERED"),
    refused: cashDue && o.order_status === "SHIPPED",
    cancel: seesMoney && ["PAID", "CONFIRMED", "PACKED"].includes(o.order_status),
  };
  return { ...steps, any: Object.values(steps).some(Boolean), cashDue };
}

/**
 * What staff can do next with an order (orderSteps). The server decides; a refusal comes back
 * as the toast's sentence and the field messages.
 */
export function OrderActions({ order, seesMoney }: { order: OrderForActions; seesMoney: boolean }) {
  const orderId = order.order_id;
  const steps = orderSteps(order, seesMoney);
  const { run, busy } = useAdminAction();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmingCash, setConfirmingCash] = useState(false);
  const cash = order.total ? `₹${order.total}` : "the cash";
  const toCollect = order.total ? `₹${order.total} to collect` : "cash to collect";
  async function submit(e: FormEvent<HTMLFormElement>, path: string) {
    e.preventDefault();
    const form = e.currentTarget;
    const answer = await run(path, { order_id: orderId, ...fieldsOf(e) });
    setErrors(answer.errors ?? {});
    if (answer.status === 1) form.reset();
  }
  return (
    <div className="space-y-4">
      {steps.pack && (
        <button
          type="button"
          className="btn-primary"
          disabled={busy !== null}
          onClick={() => run("/orders/pack", { order_id: orderId })}
        >
          Mark packed
        </button>
      )}
      {steps.ship && (
        <form
          onSubmit={(e) => submit(e, "/orders/ship")}
          className="grid gap-3 sm:grid-cols-3 sm:items-end"
          noValidate
        >
          <Field id="courier_name" label="Courier" error={errors.courier_name} required />
          <Field id="awb_number" label="AWB number" error={errors.awb_number} required />
          <Field id="tracking_url" label="Tracking link (optional)" type="url" error={errors.tracking_url} />
          <button
            type="submit"
            className="btn-primary sm:col-span-3 sm:justify-self-start"
            disabled={busy !== null}
          >
            Mark shipped
          </button>
        </form>
      )}
      {(steps.deliver || steps.collectCash) && (
        <div className="flex flex-wrap gap-3">
          {steps.deliver && (
            <button
              type="button"
              className={steps.collectCash ? "btn-outline" : "btn-primary"}
              disabled={busy !== null}
              onClick={() => run("/orders/deliver", { order_id: orderId })}
            >
              Mark delivered
            </button>
          )}
          {steps.collectCash && (
            <button
              type="button"
              className="btn-primary"
              disabled={busy !== null}
              onClick={() => setConfirmingCash(true)}
            >
              Cash collected
            </button>
          )}
        </div>
      )}
      {steps.cashDue && (order.order_status === "SHIPPED" || order.order_status === "DELIVERED") && (
        <p className="text-sm text-stone-700">
          Cash on delivery: {toCollect}.{" "}
          {steps.collectCash
            ? "Record it once the courier or the driver has it; a parcel out for delivery becomes delivered."
            : "A manager or the owner records it once collected."}
        </p>
      )}
      {steps.refused && (
        <details className="rounded-lg border border-amber-300 p-3">
          <summary className="cursor-pointer font-semibold text-amber-900">Refused at the door…</summary>
          <form onSubmit={(e) => submit(e, "/orders/return")} className="mt-3 space-y-3" noValidate>
            <Field
              id="return_reason"
              name="reason"
              label="Why it was refused"
              error={errors.reason}
              required
            />
            <p className="text-sm text-stone-700">
              The order becomes returned and its packs go back in stock.
            </p>
            <button type="submit" className="btn-primary" disabled={busy !== null}>
              Record the refusal
            </button>
          </form>
        </details>
      )}
      {steps.cancel && (
        <details className="rounded-lg border border-red-200 p-3">
          <summary className="cursor-pointer font-semibold text-red-800">
            {order.payment_status === "COD_DUE" ? "Cancel the order…" : "Cancel and refund…"}
          </summary>
          <form onSubmit={(e) => submit(e, "/orders/cancel")} className="mt-3 space-y-3" noValidate>
            <Field id="reason" label="Reason (the customer reads it)" error={errors.reason} required />
            <button
              type="submit"
              className="btn-primary bg-red-700 hover:bg-red-800"
              disabled={busy !== null}
            >
              {order.payment_status === "COD_DUE"
                ? "Cancel the order (nothing to refund)"
                : "Cancel the order and refund it"}
            </button>
          </form>
        </details>
      )}
      {confirmingCash && (
        <ConfirmDialog
          title={`Record ${cash} collected in cash for order #${orderId}?`}
          confirmLabel="Yes, cash collected"
          cancelLabel="Not yet"
          onCancel={() => setConfirmingCash(false)}
          onConfirm={() => {
            setConfirmingCash(false);
            run("/orders/collect-cash", { order_id: orderId });
          }}
        />
      )}
    </div>
  );
}

/** Adds a staff note (only staff ever read it). */
export function AddNote({ orderId }: { orderId: number }) {
  const { run, busy } = useAdminAction();
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={async (e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const answer = await run("/orders/note", { order_id: orderId, ...fieldsOf(e) });
        setError(answer.errors?.note);
        if (answer.status === 1) form.reset();
      }}
    >
      <div className="flex-1">
        <Field id="note" label="Add a note" error={error} />
      </div>
      <button type="submit" className="btn-outline" disabled={busy !== null}>
        Add note
      </button>
    </form>
  );
}
