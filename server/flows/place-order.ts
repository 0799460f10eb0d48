import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { orderCharges } from "../../lib/delivery";
import type { Lang } from "../../lib/i18n/language";
import { cartTotals } from "../../lib/pricing";
import type { Db, Tx } from "../db/client";
import { retryOnceOnConflict } from "../db/errors";
import { conflict, invalidInput, unavailable } from "../domain-error";
import type { Logger } from "../logger";
import { users } from "../modules/accounts";
import { cartLines, carts } from "../modules/cart";
import type { DeliveryService } from "../modules/delivery";
import {
  type CodLimits,
  checkCashOnDelivery,
  isKeyTaken,
  ORDER_BUSY,
  orderLines,
  orders,
  PAYMENT_NOT_STARTED,
  type PaymentMethod,
  type PlacedOrder,
  payAgain,
  pricePacks,
  productSnapshots,
  recordCreated,
  releaseExpiredHolds,
  repeatAttempt,
  replaceAwaiting,
  type ShippingAddress,
  type ShopMail,
  START,
  STORED_METHOD,
  stockHolds,
  takeStock,
} from "../modules/orders";
import type { PaymentProvider } from "../modules/payments";
import type { PromotionsService } from "../modules/promotions";
import type { TextShop } from "./cod-texts";
import { codPlaced, codStart } from "./confirm-cod";
import { refuseUnlicensed } from "./licensed-goods";
import { paymentNotStarted } from "./order-effects";
import { storedLine } from "./stored-line";

export const HOLD_MINUTES = 30;
/** Razorpay's smallest payment: one rupee. */
const MIN_AMOUNT = 100;

/**
 * Placing an order (a flow: it reads the cart, claims a promo code, quotes delivery and writes the
 * order). From cart to an order waiting for its payment. `placeOrder` prices the cart from the
 * catalogue, re-checks the promo, takes the stock (a conditional update: two customers cannot
 * both get the last pack), adds the delivery charge (and paying in cash the COD fee) by the
 * owner's rules read in the same transaction, and writes the order in one short transaction;
 * only after the commit does it ask the provider for its order (no network call holds a stock
 * row), then attaches the provider's order id. If the provider fails, the stock goes back and
 * the order is cancelled. Cash on delivery needs no provider: its stock taken, its cart lines
 * gone, CONFIRMED at once or waiting for the customer's SMS code (confirm-cod.ts).
 * `expireUnpaid` gives back the stock of orders whose payment never came.
 */
export function createCheckoutService(
  db: Db,
  deps: {
    provider: PaymentProvider;
    promotions: PromotionsService;
    delivery: DeliveryService;
    shop: ShopMail & TextShop;
    logger: Logger;
    /** COD_CONFIRM_HOURS: how long a COD order waits for its confirmation (decision 0037). */
    confirmHours: number;
    onStockChange?: () => void;
    /** The caps of cash on delivery (cod-caps.ts). */
    codLimits: CodLimits;
  },
) {
  const { provider, promotions } = deps;

  async function placeOrder(
    userId: number,
    input: {
      address: ShippingAddress;
      promoCode?: string;
      cartLineIds?: number[];
      /** A business buyer claiming GST input credit: on the order and its tax invoice. */
      buyer?: { gstin: string; legalName: string | null };
      method?: PaymentMethod;
      /** The language the customer orders in: the order's emails are written in it. */
      lang?: Lang;
      /** The checkout's one-time key: the same key again is the same order (order-attempts.ts). */
      idempotencyKey?: string;
      /** The client's address (server/http/client-ip.ts): cash on delivery is capped per address. */
      clientAddress?: string;
    },
    now = new Date(),
  ): Promise<PlacedOrder> {
    const key = input.idempotencyKey?.trim() || undefined;
    if (key) {
      const again = await repeatAttempt(db, userId, key, provider.keyId);
      if (again) return again;
    }
    try {
      return await placeNew(userId, input, key, now);
    } catch (error) {
      // Two requests with one key at the same moment: the second's insert waited for the
      // first's commit and was refused; everything it did is rolled back. It answers the first.
      if (!key || !isKeyTaken(error)) throw error;
      const first = await repeatAttempt(db, userId, key, provider.keyId);
      if (!first) throw error;
      return first;
    }
  }

  /** The placement's one transaction: lines locked and priced, the order written, stock taken and held. */
  async function reserve(
    tx: Tx,
    userId: number,
    input: Parameters<typeof placeOrder>[1],
    key: string | undefined,
    now: Date,
  ): Promise<{ orderId: number; total: number }> {
    const method = input.method ?? "ONLINE";
    const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
    const lines = cart
      ? await tx
          .select()
          .from(cartLines)
          .where(
            and(
              eq(cartLines.cartId, cart.id),
              input.cartLineIds?.length ? inArray(cartLines.id, input.cartLineIds) : undefined,
            ),
          )
          .orderBy(asc(cartLines.productPriceId))
          .for("update")
      : [];
    if (lines.length === 0) throw invalidInput("Your cart is empty.");
    // An earlier unpaid attempt for these lines gives its packs back first, then this takes them.
    await replaceAwaiting(
      tx,
      userId,
      lines.map((l) => l.id),
      now,
    );
    const snapshot = await productSnapshots(tx, [...new Set(lines.map((l) => l.productId))]);
    // Licensed today, and for the state it goes to (decision 0050): decided here, in the placement.
    await refuseUnlicensed(tx, snapshot, now, input.address.state);
    const cod = await checkCashOnDelivery(tx, method, { userId, ...input, lines, snapshot }, deps.codLimits);

    const priced = await pricePacks(tx, lines, snapshot, now);

    const totals = cartTotals(
      priced.map((p) => ({ qty: p.line.qty, unitMrp: p.mrp, unitDiscount: p.discount })),
    );
    let promoDiscount = 0;
    let promoCode: string | null = null;
    if (input.promoCode?.trim()) {
      const promo = await promotions.find(input.promoCode, tx);
      const verdict = promotions.evaluate(promo, totals.final, now);
      if (!verdict.ok) throw invalidInput(verdict.message);
      if (promo) await promotions.claimUse(tx, promo, userId);
      promoDiscount = verdict.discount;
      promoCode = promo?.code ?? null;
    }
    // The delivery charge and COD fee by the rules as they are now (never from a cache).
    const a = input.address;
    const charges = orderCharges(await deps.delivery.rulesIn(tx), {
      goodsPaise: totals.final - promoDiscount,
      weightGrams: priced.reduce((sum, p) => sum + p.grams * p.line.qty, 0),
      pincode: a.pincode,
      method,
    });
    if (!charges.ok) throw invalidInput(charges.message);
    const total = charges.totalPaise;
    if (total < MIN_AMOUNT) throw invalidInput("The amount to pay must be at least ₹1.00.");

    // Cash on delivery is taken for good now; awaiting its confirmation, until the deadline.
    const start = method === "COD" ? await codStart(tx, userId) : "ONLINE";
    const holdMinutes = { ONLINE: HOLD_MINUTES, COD: 0, COD_UNCONFIRMED: deps.confirmHours * 60 };
    const expiresAt = new Date(now.getTime() + holdMinutes[start] * 60_000);
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        ...START[start],
        paymentMethod: STORED_METHOD[method],
        subtotalMrpPaise: totals.mrp,
        discountPaise: totals.discount,
        promoCode,
        promoDiscountPaise: promoDiscount,
        deliveryChargePaise: charges.deliveryPaise,
        codFeePaise: charges.codFeePaise,
        totalPaise: total,
        shipFullName: a.fullName,
        shipEmail: a.email,
        shipMobile: a.mobile,
        shipAddress1: a.address1,
        shipAddress2: a.address2,
        shipCity: a.city,
        shipState: a.state,
        shipPincode: a.pincode,
        shipLandmark: a.landmark,
        buyerGstin: input.buyer?.gstin ?? null,
        lang: input.lang ?? "en",
        buyerLegalName: input.buyer?.legalName ?? null,
        provider: method === "COD" ? "cod" : provider.name,
        placedFrom: cod.placedFrom,
        expiresAt,
        idempotencyKey: key ?? null,
      })
      .returning();
    // The language they order in is the one their account's later emails use too.
    if (input.lang) {
      await tx
        .update(users)
        .set({ lang: input.lang })
        .where(and(eq(users.id, userId), sql`${users.lang} <> ${input.lang}`));
    }
    await tx.insert(orderLines).values(
      priced.map((p) => ({
        ...storedLine(order.id, { ...p, unitDiscount: p.discount }),
        cartLineId: p.line.id,
      })),
    );
    await takeStock(
      tx,
      { id: order.id, userId, method },
      priced.map((p) => p.line),
      now,
    );
    await tx.insert(stockHolds).values(
      priced.map((p) => ({
        orderId: order.id,
        productPriceId: p.line.productPriceId,
        qty: p.line.qty,
        expiresAt,
      })),
    );
    await recordCreated(tx, order.id, { kind: "customer", id: userId }, now, start);
    if (method === "COD") await codPlaced(tx, order, deps.shop);
    return { orderId: order.id, total };
  }

  async function placeNew(
    userId: number,
    input: Parameters<typeof placeOrder>[1],
    key: string | undefined,
    now: Date,
  ): Promise<PlacedOrder> {
    const method = input.method ?? "ONLINE";
    // Orders, staff counts and a catalogue import taking the same rows at once can deadlock on
    // PostgreSQL: the order broken off is tried once more, then asked for again (409), never a 500.
    const reserved = await retryOnceOnConflict(
      () => db.transaction((tx) => reserve(tx, userId, input, key, now)),
      () => conflict(ORDER_BUSY),
    );
    deps.onStockChange?.();
    if (method === "COD") {
      return { method, orderId: reserved.orderId, amountPaise: reserved.total, currency: "INR" };
    }

    // After the commit: a slow or failing provider holds no lock.
    let providerOrderId: string;
    try {
      providerOrderId = (await provider.createOrder(reserved.total, `order_${reserved.orderId}`)).id;
    } catch (err) {
      deps.logger.warn({ err, orderId: reserved.orderId }, "payment provider could not create the order");
      await paymentNotStarted(db, reserved.orderId, "payment could not be started");
      deps.onStockChange?.();
      throw unavailable(PAYMENT_NOT_STARTED);
    }
    await db.update(orders).set({ providerOrderId }).where(eq(orders.id, reserved.orderId));
    return {
      method,
      orderId: reserved.orderId,
      providerOrderId,
      amountPaise: reserved.total,
      currency: "INR",
      providerKeyId: provider.keyId,
    } satisfies PlacedOrder;
  }

  /** Gives back the stock of unpaid orders past their 30 minutes. Safe in several processes. */
  async function expireUnpaid(now = new Date()) {
    const expired = await releaseExpiredHolds(db, now);
    if (expired > 0) deps.onStockChange?.();
    return expired;
  }

  return {
    placeOrder,
    expireUnpaid,
    provider,
    /** Pay now / Try again: the unpaid order's own payment, opened again (null: not theirs). */
    payAgain: (userId: number, orderId: number) => payAgain(db, userId, orderId, provider.keyId),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
