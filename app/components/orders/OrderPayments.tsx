import { formatDateTime, transactionStatusText } from "~/components/orders/status";
import { useLang, useT } from "~/i18n/i18n";
import { formatRupees } from "../../../lib/money";
import type { PaymentTransaction } from "../../../server/modules/orders";

/** The order page's payments and refunds, each with its status, amount, time and provider id. */
export function OrderPayments({ payments }: { payments: PaymentTransaction[] }) {
  const messages = useT();
  const lang = useLang();
  const t = messages.orderPage;
  if (payments.length === 0) return <p>{t.noPayments}</p>;
  return (
    <ul className="space-y-2">
      {payments.map((p) => (
        <li key={p.id}>
          <p className="font-semibold">
            {t.paymentRow(transactionStatusText(messages, p.status), formatRupees(p.amountPaise))}
          </p>
          <p className="text-sm break-all text-stone-600">
            {formatDateTime(p.createdAt, lang)}
            {p.paymentId && ` · ${t.paymentId(p.paymentId)}`}
          </p>
          {p.refundedAt && (
            <p className="text-sm text-stone-600">{t.refundedOn(formatDateTime(p.refundedAt, lang))}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
