import { useState } from "react";
import { useRevalidator } from "react-router";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { useToast } from "~/components/ui/Toaster";
import { useT } from "~/i18n/i18n";
import { callApi } from "~/lib/api";

/**
 * The order page's Cancel button (only while the order is PAID, or CONFIRMED for cash on
 * delivery): asks first, then the server cancels and refunds what was paid; the page reloads
 * its data to show the new timeline. Cash on delivery has nothing to refund, and says so.
 */
export function CancelOrder({ orderId, cashOnDelivery }: { orderId: number; cashOnDelivery: boolean }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const revalidator = useRevalidator();
  const t = useT().orderPage;
  async function cancel() {
    setAsking(false);
    setBusy(true);
    const answer = await callApi("/api/order/cancel/v1/", { order_id: orderId });
    setBusy(false);
    toast(answer.message || t.cancel, answer.status === 1 ? "success" : "error");
    await revalidator.revalidate();
  }
  return (
    <div>
      <button
        type="button"
        className="btn-outline border-red-700 text-red-800"
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        {t.cancel}
      </button>
      <p className="mt-1 text-sm text-stone-600">{t.cancelHint}</p>
      {asking && (
        <ConfirmDialog
          title={cashOnDelivery ? t.cancelConfirmCod : t.cancelConfirm}
          confirmLabel={t.cancelYes}
          cancelLabel={t.keep}
          onConfirm={cancel}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
