import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { conflict, invalidInput, notFound } from "../domain-error";
import { users } from "../modules/accounts";
import {
  type Actor,
  checkCodCode,
  clearBoughtLines,
  codConfirmMessages,
  codeRefusal,
  lockOrder,
  moveOrder,
  type Order,
  type OrderStart,
  orderLines,
  orderOfLink,
  orders,
  renewCodCode,
  type ShopMail,
  startCodConfirmation,
  type Tx,
} from "../modules/orders";
import { sendCodConfirmation, type TextShop } from "./cod-texts";
import { saleMade, stockBack, tell } from "./order-effects";
import { auditMove, type StaffActor, staffOf } from "./staff-moves";

const WAITING = "AWAITING_CONFIRMATION";

/**
 * How a cash-on-delivery order starts (docs/decisions/0037-cod-confirmation.md): confirmed at
 * once when the customer's number is confirmed (users.phone_verified_at), else waiting.
 */
export async function codStart(tx: Tx, userId: number): Promise<OrderStart> {
  const [u] = await tx.select({ at: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId));
  return u?.at ? "COD" : "COD_UNCONFIRMED";
}

/**
 * A cash-on-delivery order just written: a sale when confirmed; else its cart lines leave the
 * cart (it is placed, its stock held) and the customer's phone gets the code and the link.
 */
export async function codPlaced(tx: Tx, order: Order, shop: ShopMail & TextShop) {
  if (order.status !== WAITING) return saleMade(tx, order, shop);
  await clearBoughtLines(tx, order);
  const [u] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, order.userId));
  const sent = await startCodConfirmation(tx, order.id, u.phone, new Date());
  await sendCodConfirmation(tx, shop, {
    to: sent.phone,
    lang: order.lang === "hi" ? "hi" : "en",
    orderId: order.id,
    totalPaise: order.totalPaise,
    code: sent.code,
    token: sent.token,
  });
}

/** The order waiting for its confirmation, locked; anyone else's answers "not found". */
async function waitingOrder(tx: Tx, orderId: number, ownerId?: number) {
  const order = await lockOrder(tx, orderId);
  if (!order || (ownerId !== undefined && order.userId !== ownerId)) {
    throw notFound("This order was not found.");
  }
  if (order.status !== WAITING) throw conflict(codConfirmMessages.notWaiting(orderId));
  return order;
}

/**
 * Confirming, resending and expiring cash-on-delivery orders that wait for their confirmation.
 * Each confirmation is the lifecycle's move to CONFIRMED with the sale's effects (counted, the
 * confirmation email, the packers' notice); the customer's own confirmation (code or link)
 * also marks their number confirmed, so their next COD order needs none.
 */
export function createCodConfirmation(
  db: Db,
  deps: { shop: ShopMail & TextShop; confirmHours: number; onStockChange?: () => void },
) {
  async function confirm(tx: Tx, order: Order, actor: Actor, note: string, now: Date) {
    await moveOrder(tx, order.id, "CONFIRMED", actor, note, now);
    await saleMade(tx, order, deps.shop);
    if (actor.kind === "customer") {
      await tx
        .update(users)
        .set({ phoneVerifiedAt: now })
        .where(and(eq(users.id, order.userId), isNull(users.phoneVerifiedAt)));
    }
  }

  return {
    /** The code typed on the order's page. A wrong one is counted (committed) and refused. */
    async withCode(userId: number, orderId: number, typed: string, now = new Date()) {
      const verdict = await db.transaction(async (tx) => {
        const order = await waitingOrder(tx, orderId, userId);
        const v = await checkCodCode(tx, orderId, typed, now);
        if (v.ok)
          await confirm(tx, order, { kind: "customer", id: userId }, "confirmed with the SMS code", now);
        return v;
      });
      if (!verdict.ok)
        throw invalidInput(codeRefusal(verdict, orderId), { code: codeRefusal(verdict, orderId) });
    },

    /** The order a confirm link names (for its page), or undefined. */
    async linkOrder(token: string) {
      const id = await orderOfLink(db, token);
      if (id === undefined) return undefined;
      const [o] = await db.select().from(orders).where(eq(orders.id, id));
      const lines = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, id))
        .orderBy(orderLines.id);
      return { ...o, lines };
    },

    /** The link page's "Confirm order" (a POST; its GET shows the order and changes nothing). */
    async withLink(token: string, now = new Date()) {
      return db.transaction(async (tx) => {
        const id = await orderOfLink(tx, token);
        if (id === undefined) throw notFound(codConfirmMessages.badLink);
        const order = await waitingOrder(tx, id);
        await confirm(tx, order, { kind: "customer", id: order.userId }, "confirmed by the SMS link", now);
        return id;
      });
    },

    /** Staff who called the customer confirm it by hand (audited). */
    async byStaff(orderId: number, by: StaffActor, now = new Date()) {
      await db.transaction(async (tx) => {
        const order = await waitingOrder(tx, orderId);
        await confirm(tx, order, staffOf(by), "confirmed by phone call", now);
        await auditMove(tx, by, orderId, WAITING, "CONFIRMED");
      });
    },

    /** "Send the code again": a new code by SMS, a few times per order. */
    async resend(userId: number, orderId: number, now = new Date()) {
      return db.transaction(async (tx) => {
        const order = await waitingOrder(tx, orderId, userId);
        const fresh = await renewCodCode(tx, orderId, now);
        if (!fresh) throw conflict(codConfirmMessages.noMoreSends);
        await sendCodConfirmation(tx, deps.shop, {
          to: fresh.phone,
          lang: order.lang === "hi" ? "hi" : "en",
          orderId,
          totalPaise: order.totalPaise,
          code: fresh.code,
          token: fresh.token,
        });
        return fresh.sendsLeft;
      });
    },

    /**
     * Cancels COD orders not confirmed within COD_CONFIRM_HOURS (their expires_at): stock and
     * promo use back, the customer told by email and SMS. Safe in several processes: FOR UPDATE
     * SKIP LOCKED gives each order to one of them. The number cancelled.
     */
    async expireUnconfirmed(now = new Date()) {
      const n = await db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.status, WAITING), sql`${orders.expiresAt} < ${now.toISOString()}`))
          .limit(50)
          .for("update", { skipLocked: true });
        for (const order of due) {
          const lang = order.lang === "hi" ? "hi" : "en";
          // Short: a DLT template's variable holds 30 characters (server/modules/orders/order-texts.ts).
          const reason =
            lang === "hi"
              ? `${deps.confirmHours} घंटे में पक्का नहीं हुआ।`
              : `Not confirmed in ${deps.confirmHours} hours.`;
          await moveOrder(tx, order.id, "CANCELLED", { kind: "job" }, "not confirmed in time", now);
          await stockBack(tx, order.id, "cancel", { kind: "job" });
          // On the customer's channels (text, and email where there is one), as every order news.
          await tell(tx, order.id, "cancelled", deps.shop, { reason });
        }
        return due.length;
      });
      if (n > 0) deps.onStockChange?.();
      return n;
    },
  };
}

export type CodConfirmation = ReturnType<typeof createCodConfirmation>;
