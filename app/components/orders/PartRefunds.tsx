import { formatDateTime } from "~/components/orders/status";
import { useLang, useT } from "~/i18n/i18n";
import { formatRupees } from "../../../lib/money";
import type { PartRefund } from "../../../server/modules/orders";

/**
 * The parts of an order the shop refunded, as its customer reads them: how much and when (or
 * that it is on its way), why, the lines it was for, and the total refunded.
 */
export function PartRefunds({ refunds }: { refunds: PartRefund[] }) {
  const t = useT().orderPage;
  const lang = useLang();
  return (
    <>
      <ul className="space-y-3">
        {refunds.map((r) => (
          <li key={r.id} data-testid="part-refund">
            <p className="font-semibold">
              {r.made && r.refundedAt
                ? t.partRefunded(formatRupees(r.amountPaise), formatDateTime(r.refundedAt, lang))
                : t.partRefundDue(formatRupees(r.amountPaise))}
            </p>
            <p className="text-sm text-stone-700 [overflow-wrap:anywhere]">{t.refundReason(r.reason)}</p>
            {r.lines.length > 0 && (
              <ul className="text-sm text-stone-700">
                {r.lines.map((l) => (
                  <li key={`${l.productName}-${l.pack}`} className="[overflow-wrap:anywhere]">
                    {l.productName} ({l.pack}) × {l.qty} · {formatRupees(l.amountPaise)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 border-t border-stone-200 pt-2 font-semibold">
        {t.refundedInAll(formatRupees(refunds.reduce((sum, r) => sum + r.amountPaise, 0)))}
      </p>
    </>
  );
}
