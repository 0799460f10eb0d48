import { type FormEvent, useState } from "react";
import { Field } from "~/components/admin/fields";
import { useAdminAction } from "~/components/admin/use-admin-action";

/** The form's fields as the admin API's body. */
const fieldsOf = (e: FormEvent<HTMLFormElement>) =>
  Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;

/**
 * What staff can do next with an order, by its status: pack, ship (courier, AWB, tracking
 * link), deliver; cancel with a reason while paid or packed (managers and owners only). The
 * server decides; a refusal comes back as the toast's sentence and the field messages.
 */
export function OrderActions({
  orderId,
  status,
  canCancel,
}: {
  orderId: number;
  status: string;
  canCancel: boolean;
}) {
  const { run, busy } = useAdminAction();
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function submit(e: FormEvent<HTMLFormElement>, path: string) {
    e.preventDefault();
    const form = e.currentTarget;
    const answer = await run(path, { order_id: orderId, ...fieldsOf(e) });
    setErrors(answer.errors ?? {});
    if (answer.status === 1) form.reset();
  }
  return (
    <div className="space-y-4">
      {status === "PAID" && (
        <button
          type="button"
          className="btn-primary"
          disabled={busy !== null}
          onClick={() => run("/orders/pack", { order_id: orderId })}
        >
          Mark packed
        </button>
      )}
      {status === "PACKED" && (
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
      {status === "SHIPPED" && (
        <button
          type="button"
          className="btn-primary"
          disabled={busy !== null}
          onClick={() => run("/orders/deliver", { order_id: orderId })}
        >
          Mark delivered
        </button>
      )}
      {canCancel && (status === "PAID" || status === "PACKED") && (
        <details className="rounded-lg border border-red-200 p-3">
          <summary className="cursor-pointer font-semibold text-red-800">Cancel and refund…</summary>
          <form onSubmit={(e) => submit(e, "/orders/cancel")} className="mt-3 space-y-3" noValidate>
            <Field id="reason" label="Reason (the customer reads it)" error={errors.reason} required />
            <button
              type="submit"
              className="btn-primary bg-red-700 hover:bg-red-800"
              disabled={busy !== null}
            >
              Cancel the order and refund it
            </button>
          </form>
        </details>
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
