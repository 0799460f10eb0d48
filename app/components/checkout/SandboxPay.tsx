import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/i18n";
import type { SandboxPayAnswer, SandboxPayRequest, SignedPayment } from "../../../lib/sandbox-pay";

export type SandboxResult = ({ ok: true } & SignedPayment) | { ok: false; description: string };

/**
 * Asks the sandbox's stand-in checkout for a payment. Its answer is the provider's, not the
 * API's envelope (docs/api.md, the sandbox provider); a network failure counts as a failed payment.
 */
export async function payInSandbox(request: SandboxPayRequest, failed: string): Promise<SandboxResult> {
  try {
    const res = await fetch("/sandbox/pay", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
    });
    const answer: SandboxPayAnswer = await res.json();
    if ("error" in answer) return { ok: false, description: answer.error.description };
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = answer;
    return { ok: true, razorpay_order_id, razorpay_payment_id, razorpay_signature };
  } catch {
    return { ok: false, description: failed };
  }
}

/**
 * The sandbox's checkout window (test mode): it plays the provider's part by asking
 * POST /sandbox/pay for a signed success, or a failure. Clearly labelled; no card is charged.
 */
export function SandboxPay({
  orderId,
  amountLabel,
  shopName,
  onDone,
}: {
  orderId: string;
  amountLabel: string;
  shopName: string;
  onDone: (result: SandboxResult | null) => void;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const go = async (outcome: "success" | "failure") => {
    setBusy(true);
    onDone(await payInSandbox({ order_id: orderId, outcome }, t.checkout.paymentError));
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby="sandbox-title"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onDone(null);
      }}
      className="m-auto w-[calc(100%-1rem)] max-w-sm rounded-lg p-0 shadow-2xl backdrop:bg-black/60"
    >
      <div className="bg-accent-400 px-5 py-2 text-center text-sm font-bold text-stone-950">TEST MODE</div>
      <div className="space-y-3 p-5">
        <h2 id="sandbox-title" className="text-lg font-bold">
          {t.checkout.sandboxTitle}
        </h2>
        <p className="text-sm text-stone-700">{shopName}</p>
        <p className="text-2xl font-extrabold tabular-nums">{amountLabel}</p>
        <p className="text-sm text-stone-700">{t.checkout.sandboxNote}</p>
        <p className="rounded bg-stone-100 p-2 text-xs text-stone-700">{t.checkout.sandboxCard}</p>
        <div className="flex flex-col gap-2 pt-1">
          <button type="button" className="btn-primary" disabled={busy} onClick={() => go("success")}>
            {busy ? t.checkout.processing : t.checkout.pay(amountLabel)}
          </button>
          <button type="button" className="btn-outline" disabled={busy} onClick={() => go("failure")}>
            {t.checkout.fail}
          </button>
        </div>
      </div>
    </dialog>
  );
}
