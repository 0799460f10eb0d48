import { useLang, useT } from "~/i18n/i18n";
import { formatRupees } from "../../../lib/money";
import type { PaymentTransaction } from "../../../server/modules/orders";
import { RowsPager } from "../ui/RowsPager";
import { formatDateTime, transactionStatusText } from "./status";
import { type RowsPage, TableFrame } from "./TableFrame";
import { TransactionCards } from "./TransactionCards";

/** The Transaction History tab: the customer's payments, newest first, with the pager (cards on a phone). */
export function TransactionsTable({ base, ...page }: RowsPage<PaymentTransaction> & { base: string }) {
  const messages = useT();
  const lang = useLang();
  if (page.total === 0) return <p>{messages.orders.noTransactions}</p>;
  return (
    <>
      <h2 className="mb-3 text-xl font-bold text-brand-900">{messages.account.transactionsTab}</h2>
      <TableFrame
        label={messages.account.transactionsTab}
        columns={messages.orders.txColumns}
        tableClass="min-w-[520px]"
        cards={<TransactionCards rows={page.rows} />}
      >
        {page.rows.map((t) => (
          <tr key={t.id}>
            <td className="px-3 py-2">{formatDateTime(t.createdAt, lang)}</td>
            <td className="px-3 py-2 tabular-nums">{formatRupees(t.amountPaise)}</td>
            <td className="px-3 py-2 font-mono text-xs">{t.paymentId || "—"}</td>
            <td
              className={`px-3 py-2 font-semibold ${t.status === "Credit" ? "text-brand-700" : "text-red-700"}`}
            >
              {transactionStatusText(messages, t.status)}
            </td>
          </tr>
        ))}
      </TableFrame>
      <RowsPager base={base} {...page} label={messages.orders.transactionPages} />
    </>
  );
}
