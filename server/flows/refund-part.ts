import { formatRupees, type Paise } from "../../lib/money";
import type { RefundAsk } from "../../lib/validation/refunds";
import type { Db } from "../db/client";
import { conflict, invalidInput } from "../domain-error";
import { putBackOnShelf, staffWho, uncountSold } from "../modules/catalog";
import { type CreditAsk, issueCreditNote } from "../modules/invoices";
import {
  batchesBack,
  type ChargedLine,
  markRefundDue,
  orderForRefund,
  REFUNDABLE,
  type ShopMail,
  STORED_METHOD,
  type Tx,
  unitsCharge,
} from "../modules/orders";
import {
  keptPayments,
  owePart,
  type PaymentsService,
  type RefundedLine,
  unitsRefunded,
} from "../modules/payments";
import { type AuditActor, recordAudit } from "../modules/staff";

/** A part refund worked out: how much, for which lines, from which payments, and its credit note. */
export interface PartRefundPlan {
  amountPaise: Paise;
  /** What is left to refund of the order before this one. */
  leftPaise: Paise;
  lines: (RefundedLine & { productId: number; productPriceId: number })[];
  fromPayments: { transactionId: number; amountPaise: Paise }[];
  credit: CreditAsk;
}

const words = (s: string) => s.toLowerCase().replace("_", " ");

/** The refund a staff member asks for, checked against the order as it stands in `tx`. */
async function plan(tx: Tx, orderId: number, ask: RefundAsk, lock: boolean): Promise<PartRefundPlan> {
  const { order, lines } = await orderForRefund(tx, orderId, lock);
  if (order.paymentMethod === STORED_METHOD.COD) {
    throw conflict(
      `Order #${orderId} was paid in cash on delivery: the payment provider cannot refund it. Pay the customer back directly and add a note to the order.`,
    );
  }
  // Where a part refund may start: the table of server/modules/orders/order-actions.ts.
  if (!(REFUNDABLE as readonly string[]).includes(order.status)) {
    throw conflict(`Order #${orderId} is ${words(order.status)}: only a paid order can be refunded in part.`);
  }
  const kept = (await keptPayments(tx, orderId)).filter((p) => p.paymentId && p.leftPaise > 0);
  const leftPaise = kept.reduce((sum, p) => sum + p.leftPaise, 0);
  if (leftPaise <= 0) throw conflict(`Everything paid for order #${orderId} has been refunded already.`);

  let amountPaise = ask.amountPaise ?? 0;
  const refunded: PartRefundPlan["lines"] = [];
  let credit: CreditAsk = { amountPaise };
  if (ask.lines.length > 0) {
    const before = await unitsRefunded(tx, orderId);
    const credited: { invoiceLine: number; qty: number; amountPaise: Paise }[] = [];
    amountPaise = 0;
    for (const want of ask.lines) {
      const at = lines.findIndex((l) => l.id === want.lineId);
      const line: ChargedLine | undefined = lines[at];
      if (!line) throw invalidInput("This line is not in the order. Reload the page.");
      const done = before.get(line.id) ?? 0;
      const can = line.qty - done;
      if (want.qty > can) {
        const say =
          can === 0
            ? `All ${line.qty} of ${line.productName} (${line.pack}) are refunded already.`
            : `Only ${can} of ${line.productName} (${line.pack}) can still be refunded.`;
        throw invalidInput(say, { [want.field]: say });
      }
      const charge = unitsCharge(line, done, want.qty);
      amountPaise += charge;
      credited.push({ invoiceLine: at, qty: want.qty, amountPaise: charge });
      refunded.push({
        orderLineId: line.id,
        productId: line.productId,
        productPriceId: line.productPriceId,
        productName: line.productName,
        pack: line.pack,
        qty: want.qty,
        amountPaise: charge,
      });
    }
    credit = { lines: credited };
  }
  if (amountPaise <= 0) throw invalidInput("There is nothing to refund: enter how many, or an amount.");
  if (amountPaise > leftPaise) {
    const say = `At most ${formatRupees(leftPaise)} can still be refunded for order #${orderId}; this is ${formatRupees(amountPaise)}.`;
    throw invalidInput(say, ask.lines.length ? {} : { amount: say });
  }
  if (ask.expectedPaise !== undefined && ask.expectedPaise !== amountPaise) {
    throw conflict(
      `The refund is now ${formatRupees(amountPaise)}, not ${formatRupees(ask.expectedPaise)}: the order changed meanwhile. Check it and confirm again.`,
    );
  }
  // From the order's payments in turn (nearly always one).
  const fromPayments: PartRefundPlan["fromPayments"] = [];
  let rest = amountPaise;
  for (const p of kept) {
    const take = Math.min(rest, p.leftPaise);
    if (take > 0) fromPayments.push({ transactionId: p.transactionId, amountPaise: take });
    rest -= take;
  }
  return { amountPaise, leftPaise, lines: refunded, fromPayments, credit };
}

/**
 * Staff refunding part of a paid order (docs/decisions/0032-refunds.md): lines and quantities at
 * what was charged for them, or an amount, with a reason the customer reads. In one transaction,
 * with the order locked (two refunds at once are decided one after the other, so together they
 * never pass what was paid): the refund rows, the payment status REFUND_DUE, a credit note of
 * exactly that part, the lines' packs back on the shelf if asked, and the audit entry. After the
 * commit the provider makes the refund (payments' refunds.ts), which emails the customer.
 */
export function createRefundPart(
  db: Db,
  deps: {
    shop: ShopMail;
    payments: Pick<PaymentsService, "runRefunds">;
    onStockChange?: () => void;
  },
) {
  return {
    /** What the refund would be, without making it (the order page's question names the amount). */
    preview: (orderId: number, ask: RefundAsk) => db.transaction((tx) => plan(tx, orderId, ask, false)),

    /** Makes the refund; what it returns, in paise. */
    async refund(orderId: number, by: AuditActor & { staffId: number }, ask: RefundAsk): Promise<Paise> {
      const { ids, made } = await db.transaction(async (tx) => {
        const made = await plan(tx, orderId, ask, true);
        const ids: number[] = [];
        for (const p of made.fromPayments) {
          ids.push(
            await owePart(tx, {
              orderId,
              transactionId: p.transactionId,
              amountPaise: p.amountPaise,
              reason: ask.reason,
              lines: made.lines.map(({ productId: _p, productPriceId: _pp, ...l }) => l),
              restocked: ask.restock && made.lines.length > 0,
              staffId: by.staffId,
            }),
          );
        }
        await markRefundDue(tx, orderId);
        await issueCreditNote(tx, orderId, { defaults: deps.shop.business }, made.credit);
        for (const l of made.lines) {
          if (ask.restock)
            await putBackOnShelf(tx, l, l.qty, {
              orderId,
              who: staffWho(by),
              reference: ask.reason,
              batches: await batchesBack(tx, orderId, l.productPriceId, l.qty),
            });
          else await uncountSold(tx, l.productId, l.qty);
        }
        await recordAudit(tx, by, {
          entity: "order",
          entityId: orderId,
          action: "refund",
          after: {
            refunded_paise: made.amountPaise,
            reason: ask.reason,
            lines: made.lines.map((l) => `${l.productName} (${l.pack}) × ${l.qty}`),
            restocked: ask.restock && made.lines.length > 0,
          },
        });
        return { ids, made };
      });
      if (ask.restock && made.lines.length > 0) deps.onStockChange?.();
      await deps.payments.runRefunds(ids);
      return made.amountPaise;
    },
  };
}

export type RefundPart = ReturnType<typeof createRefundPart>;
