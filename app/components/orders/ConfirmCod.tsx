import { Form, useNavigation } from "react-router";
import { formatDateTime } from "~/components/orders/status";
import { useLang, useT } from "~/i18n/i18n";

/** An account's 10-digit number as people read it: +91 98300 12345. */
const showPhone = (p: string) => (/^\d{10}$/.test(p) ? `+91 ${p.slice(0, 5)} ${p.slice(5)}` : p);

/**
 * A cash on delivery order waiting for its confirmation (docs/decisions/0037-cod-confirmation.md):
 * the SMS code typed here (Android fills it in: one-time-code), or a new code sent. Both are
 * plain POSTs to the order's page, so they work before the scripts arrive.
 */
export function ConfirmCod({
  orderId,
  phone,
  confirmBy,
  error,
}: {
  orderId: number;
  phone: string;
  confirmBy: string;
  /** Why the last code was refused. */
  error?: string;
}) {
  const t = useT().orderPage;
  const lang = useLang();
  const busy = useNavigation().state !== "idle";
  return (
    <section
      aria-labelledby="cod-confirm-title"
      className="mb-5 rounded-lg border border-amber-600 bg-amber-50 p-4"
      data-testid="cod-confirm"
    >
      <h2 id="cod-confirm-title" className="text-lg font-bold text-stone-900">
        {t.codConfirmTitle}
      </h2>
      <p className="mt-1 text-stone-800">
        {t.codConfirmText(showPhone(phone), formatDateTime(new Date(confirmBy), lang))}
      </p>
      <Form method="post" action={`/order/${orderId}`} className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="cod-code" />
        <div>
          <label htmlFor="cod-code" className="block font-semibold">
            {t.codCode}
          </label>
          <input
            id="cod-code"
            name="code"
            type="text"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={12}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "cod-code-error" : undefined}
            className="mt-1 w-40 rounded border border-stone-400 px-3 py-2 text-lg tracking-widest"
          />
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {t.codConfirm}
        </button>
      </Form>
      {error && (
        <p id="cod-code-error" role="alert" className="mt-2 font-semibold text-red-800">
          {error}
        </p>
      )}
      <Form method="post" action={`/order/${orderId}`} className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="cod-resend" />
        <button type="submit" className="btn-outline" disabled={busy}>
          {t.codResend}
        </button>
        <span className="text-sm text-stone-700">{t.codResendHint}</span>
      </Form>
    </section>
  );
}
