import { useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { useAnswerToast } from "~/components/ui/use-answer-toast";
import { useT } from "~/i18n/i18n";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { SCRIPTS_FIELD } from "~/lib/forms/scripts-running";

/**
 * The order page's Cancel button (while the order awaits its payment, is PAID, or is CONFIRMED
 * for cash on delivery): asks first, then the page's action cancels and refunds what was paid. With
 * scripts the question is a dialog and the answer a toast, the page reading its data again;
 * before they arrive the button opens the question in the page (`?confirm=cancel`), whose
 * Yes is a plain POST. Cash on delivery has nothing to refund, and says so.
 */
export function CancelOrder({
  orderId,
  cashOnDelivery,
  unpaid = false,
  partRefunded = false,
  askInPage,
}: {
  orderId: number;
  cashOnDelivery: boolean;
  /** Waiting for its payment: nothing to refund. */
  unpaid?: boolean;
  /** Part of it was refunded already: only the rest goes back. */
  partRefunded?: boolean;
  /** The question shown in the page (no scripts yet). */
  askInPage: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const fetcher = useFetcher<FormAnswer>();
  useAnswerToast(fetcher.data);
  const navigating = useNavigation().state !== "idle";
  const t = useT().orderPage;
  const busy = fetcher.state !== "idle";
  const question = unpaid
    ? t.cancelConfirmUnpaid
    : cashOnDelivery
      ? t.cancelConfirmCod
      : partRefunded
        ? t.cancelConfirmRest
        : t.cancelConfirm;

  if (askInPage) {
    return (
      <section aria-labelledby="cancel-title" className="max-w-md rounded-lg border border-red-700 p-4">
        <h2 id="cancel-title" className="font-bold">
          {question}
        </h2>
        <Form method="post" action={`/order/${orderId}`} className="mt-4 flex flex-wrap justify-end gap-2">
          <input type="hidden" name="intent" value="cancel" />
          <Link to={`/order/${orderId}`} className="btn-outline">
            {t.keep}
          </Link>
          <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={navigating}>
            {t.cancelYes}
          </button>
        </Form>
      </section>
    );
  }
  return (
    <div>
      <form method="get" action={`/order/${orderId}`}>
        <input type="hidden" name="confirm" value="cancel" />
        <button
          type="submit"
          className="btn-outline border-red-700 text-red-800"
          disabled={busy}
          onClick={(e) => {
            e.preventDefault();
            setAsking(true);
          }}
        >
          {t.cancel}
        </button>
      </form>
      <p className="mt-1 text-sm text-stone-600">{t.cancelHint}</p>
      {asking && (
        <ConfirmDialog
          title={question}
          confirmLabel={t.cancelYes}
          cancelLabel={t.keep}
          onConfirm={() => {
            setAsking(false);
            fetcher.submit(
              { intent: "cancel", [SCRIPTS_FIELD]: "1" },
              { method: "post", action: `/order/${orderId}` },
            );
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
