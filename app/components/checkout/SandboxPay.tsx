import { useEffect, useRef, useState } from "react";
import { useT, useTranslateSentence } from "~/i18n/i18n";
import { formatRupees } from "../../../lib/money";
import {
  type SandboxPayAnswer,
  type SandboxPayMethod,
  type SandboxPayRequest,
  type SignedPayment,
  UPI_ID,
  UPI_ID_MESSAGE,
} from "../../../lib/sandbox-pay";

export type SandboxResult = ({ ok: true } & SignedPayment) | { ok: false; description: string };

/**
 * Asks the sandbox's stand-in checkout for a payment. Its answer is the provider's, not the
 * API's envelope (docs/api.md, the sandbox provider); a network failure or a refused request
 * counts as a failed payment.
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
    if (!res.ok) return { ok: false, description: failed };
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = answer;
    return { ok: true, razorpay_order_id, razorpay_payment_id, razorpay_signature };
  } catch {
    return { ok: false, description: failed };
  }
}

/**
 * The sandbox's checkout window (test mode): it plays the provider's part by asking
 * POST /sandbox/pay for a signed success, or a failure, by UPI (first, as Indian customers pay;
 * a UPI ID is asked for and checked) or by card. Clearly labelled; no money moves.
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
  const t = useT().checkout;
  const translate = useTranslateSentence();
  const ref = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [method, setMethod] = useState<SandboxPayMethod>("upi");
  const [vpa, setVpa] = useState("farmer@upi");
  const [vpaError, setVpaError] = useState<string>();
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const go = async (outcome: "success" | "failure") => {
    const upi = method === "upi" ? vpa.trim() : undefined;
    if (upi !== undefined && !UPI_ID.test(upi)) {
      setVpaError(translate(UPI_ID_MESSAGE));
      document.getElementById("sandbox-vpa")?.focus();
      return;
    }
    setVpaError(undefined);
    setBusy(true);
    onDone(await payInSandbox({ order_id: orderId, outcome, method, vpa: upi }, t.paymentError));
  };
  const tabs: { value: SandboxPayMethod; label: string }[] = [
    { value: "upi", label: t.sandboxUpi },
    { value: "card", label: t.sandboxCardTab },
  ];
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
          {t.sandboxTitle}
        </h2>
        <p className="text-sm text-stone-700">{shopName}</p>
        <p className="text-2xl font-extrabold tabular-nums">{amountLabel}</p>
        <p className="text-sm text-stone-700">{t.sandboxNote}</p>
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="mb-1 text-sm font-semibold">{t.sandboxHow}</legend>
          {tabs.map((tab) => (
            <label
              key={tab.value}
              className={`flex cursor-pointer items-center justify-center gap-2 rounded-md border p-2 font-semibold ${
                method === tab.value ? "border-brand-800 bg-brand-50" : "border-stone-300"
              }`}
            >
              <input
                type="radio"
                name="sandbox_method"
                value={tab.value}
                className="h-4 w-4 accent-brand-800"
                checked={method === tab.value}
                disabled={busy}
                onChange={() => setMethod(tab.value)}
              />
              {tab.label}
            </label>
          ))}
        </fieldset>
        {method === "upi" ? (
          <div>
            <label htmlFor="sandbox-vpa" className="block text-sm font-semibold">
              {t.upiId}
            </label>
            <input
              id="sandbox-vpa"
              value={vpa}
              maxLength={320}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="email"
              aria-invalid={vpaError ? true : undefined}
              aria-describedby={vpaError ? "sandbox-vpa-error" : "sandbox-vpa-note"}
              onChange={(e) => setVpa(e.target.value)}
              className={`mt-1 h-11 w-full rounded-md border px-3 ${vpaError ? "border-red-700" : "border-stone-300"}`}
            />
            {vpaError ? (
              <p id="sandbox-vpa-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
                {vpaError}
              </p>
            ) : (
              <p id="sandbox-vpa-note" className="mt-1 rounded bg-stone-100 p-2 text-xs text-stone-700">
                {t.sandboxUpiNote}
              </p>
            )}
          </div>
        ) : (
          <p className="rounded bg-stone-100 p-2 text-xs text-stone-700">{t.sandboxCard}</p>
        )}
        <div className="flex flex-col gap-2 pt-1">
          <button type="button" className="btn-primary" disabled={busy} onClick={() => go("success")}>
            {busy ? t.processing : t.pay(amountLabel)}
          </button>
          <button type="button" className="btn-outline" disabled={busy} onClick={() => go("failure")}>
            {t.fail}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** The sandbox's window for the payment the page has opened (usePayment), when there is one. */
export function SandboxPayOpen({
  payment,
  shopName,
}: {
  payment: {
    sandboxOrder: { id: string; amount: number } | null;
    finish: (result: SandboxResult | null) => void;
  };
  shopName: string;
}) {
  if (!payment.sandboxOrder) return null;
  return (
    <SandboxPay
      orderId={payment.sandboxOrder.id}
      amountLabel={formatRupees(payment.sandboxOrder.amount)}
      shopName={shopName}
      onDone={payment.finish}
    />
  );
}
