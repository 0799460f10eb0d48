import { useLang, useT } from "~/i18n/i18n";
import { formatRupees } from "../../../lib/money";
import type { PaymentTransaction } from "../../../server/modules/orders";
import { PHONE_ONLY } from "./narrow";
import { formatDateTime, transactionStatusText } from "./status";

/** The Transaction History on a phone: a card per payment, the same figures as the table's. */
export function TransactionCards({ rows }: { rows: PaymentTransaction[] }) {
  const messages = useT();
  const lang = useLang();
  const [when, amount, id, status] = messages.orders.txColumns;
  return (
    <ul className={`${PHONE_ONLY} space-y-3`} aria-label={messages.account.transactionsTab}>
      {rows.map((t) => (
        <li key={t.id} className="rounded-lg border border-stone-200 bg-white p-3">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-700">{when}</dt>
            <dd>{formatDateTime(t.createdAt, lang)}</dd>
            <dt className="text-stone-700">{amount}</dt>
            <dd className="font-semibold tabular-nums" data-testid="transaction-card-amount">
              {formatRupees(t.amountPaise)}
            </dd>
            <dt className="text-stone-700">{id}</dt>
            <dd className="font-mono text-xs [overflow-wrap:anywhere]">{t.paymentId || "—"}</dd>
            <dt className="text-stone-700">{status}</dt>
            <dd
              className={`font-semibold ${t.status === "Credit" ? "text-brand-700" : "text-red-700"}`}
              data-testid="transaction-card-status"
            >
              {transactionStatusText(messages, t.status)}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
