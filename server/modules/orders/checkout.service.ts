import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { cartTotals, lineTotals } from "../../../lib/pricing";
import type { Db } from "../../db/client";
import { conflict, invalidInput, notFound } from "../../domain-error";
import type { Logger } from "../../logger";
import { users } from "../accounts/accounts.schema";
import type { Address } from "../addresses/addresses.schema";
import { cartLines, carts } from "../cart/cart.schema";
import { productImages, productPrices, products } from "../catalog/catalog.schema";
import { enqueueEmail } from "../outbox/outbox.service";
import { paymentTransactions } from "../payments/payments.schema";
import type { PaymentProvider } from "../payments/providers";
import type { PromotionsService } from "../promotions/promotions.service";
import { type Order, orderLines, orders, stockHolds } from "./orders.schema";

export const HOLD_MINUTES = 30;
/** Razorpay's smallest payment: one rupee. */
const MIN_AMOUNT = 100;

export type ShippingAddress = Pick<
  Address,
  "fullName" | "email" | "mobile" | "address1" | "address2" | "city" | "state" | "pincode" | "landmark"
>;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * From cart to paid order. `placeOrder` prices the cart from the catalogue, re-checks the
 * promo, takes the stock (a conditional update: two customers cannot both get the last pack)
 * and creates the provider's order, all in one transaction. `settle` marks a verified payment
 * exactly once however often it is reported; `expireUnpaid` gives back the stock of orders
 * whose payment never came.
 */
export function createCheckoutService(
  db: Db,
  deps: {
    provider: PaymentProvider;
    promotions: PromotionsService;
    logger: Logger;
    shopName: string;
    onStockChange?: () => void;
  },
) {
  const { provider, promotions } = deps;

  async function placeOrder(
    userId: number,
    input: { address: ShippingAddress; promoCode?: string; cartLineIds?: number[] },
    now = new Date(),
  ) {
    const result = await db.transaction(async (tx) => {
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

      // Take the stock line by line, in a fixed order (no deadlocks between two checkouts).
      const priced: {
        line: (typeof lines)[number];
        name: string;
        image: string;
        qtyLabel: string;
        unit: string;
        mrp: number;
        discount: number;
      }[] = [];
      for (const line of lines) {
        const [taken] = await tx
          .update(productPrices)
          .set({ stock: sql`${productPrices.stock} - ${line.qty}` })
          .where(
            and(
              eq(productPrices.id, line.productPriceId),
              eq(productPrices.inStock, true),
              sql`${productPrices.stock} >= ${line.qty}`,
              sql`exists (select 1 from ${products} where ${products.id} = ${productPrices.productId} and ${products.isActive})`,
            ),
          )
          .returning({
            mrp: productPrices.mrpPaise,
            discount: productPrices.discountPaise,
            qtyLabel: productPrices.qty,
            unit: productPrices.unit,
          });
        const [product] = await tx
          .select({
            name: products.name,
            image: sql<
              string | null
            >`(select ${productImages.url} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.displayOrder} limit 1)`,
          })
          .from(products)
          .where(eq(products.id, line.productId));
        if (!taken) throw conflict(`${product?.name ?? "A product"} is out of stock`);
        priced.push({ line, name: product.name, image: product.image ?? "", ...taken });
      }

      const totals = cartTotals(
        priced.map((p) => ({ qty: p.line.qty, unitMrp: p.mrp, unitDiscount: p.discount })),
      );
      let promoDiscount = 0;
      let promoCode: string | null = null;
      if (input.promoCode?.trim()) {
        const promo = await promotions.find(input.promoCode, tx);
        const verdict = promotions.evaluate(promo, totals.final, now);
        if (!verdict.ok) throw invalidInput(verdict.message);
        promoDiscount = verdict.discount;
        promoCode = promo?.code ?? null;
      }
      const total = totals.final - promoDiscount;
      if (total < MIN_AMOUNT) throw invalidInput("The amount to pay must be at least ₹1.00.");

      const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
      const a = input.address;
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          status: "PENDING_PAYMENT",
          subtotalMrpPaise: totals.mrp,
          discountPaise: totals.discount,
          promoCode,
          promoDiscountPaise: promoDiscount,
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
          provider: provider.name,
          expiresAt,
        })
        .returning();
      await tx.insert(orderLines).values(
        priced.map((p) => {
          const t = lineTotals({ qty: p.line.qty, unitMrp: p.mrp, unitDiscount: p.discount });
          return {
            orderId: order.id,
            productId: p.line.productId,
            productPriceId: p.line.productPriceId,
            productName: p.name,
            imageUrl: p.image,
            priceQty: p.qtyLabel,
            unit: p.unit,
            qty: p.line.qty,
            unitMrpPaise: p.mrp,
            unitDiscountPaise: p.discount,
            unitFinalPaise: t.unitFinal,
            lineTotalPaise: t.totalFinal,
            cartLineId: p.line.id,
          };
        }),
      );
      await tx.insert(stockHolds).values(
        priced.map((p) => ({
          orderId: order.id,
          productPriceId: p.line.productPriceId,
          qty: p.line.qty,
          expiresAt,
        })),
      );
      // Inside the transaction: if the provider refuses, nothing of this order remains.
      const providerOrder = await provider.createOrder(total, `order_${order.id}`);
      await tx.update(orders).set({ providerOrderId: providerOrder.id }).where(eq(orders.id, order.id));
      return {
        amount: total,
        currency: "INR",
        id: providerOrder.id,
        key: provider.keyId,
        order_id: order.id,
      };
    });
    deps.onStockChange?.();
    return result;
  }

  /** The customer's own order for a provider order id (404 for anyone else's). */
  async function ownOrder(userId: number, providerOrderId: string): Promise<Order> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.providerOrderId, providerOrderId), eq(orders.userId, userId)));
    if (!order) throw notFound("This order was not found.");
    return order;
  }

  /**
   * Marks a verified payment: order PAID, a Credit transaction, stock kept, the order's cart
   * lines removed, a confirmation email queued. A second report of the same payment changes
   * nothing and answers the same.
   */
  async function settle(providerOrderId: string, paymentId: string, raw: unknown, amountPaise?: number) {
    const outcome = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.providerOrderId, providerOrderId))
        .for("update");
      if (!order) throw notFound("This order was not found.");
      if (["PAID", "SHIPPED", "DELIVERED"].includes(order.status)) return { order, settledNow: false };
      if (amountPaise !== undefined && amountPaise !== order.totalPaise) {
        throw invalidInput("The amount paid does not match the order.");
      }
      if (order.status === "EXPIRED") await retakeStock(tx, order);
      await tx
        .insert(paymentTransactions)
        .values({
          orderId: order.id,
          userId: order.userId,
          provider: order.provider,
          providerOrderId,
          providerPaymentId: paymentId,
          status: "Credit",
          amountPaise: order.totalPaise,
          signatureValid: true,
          raw: raw as object,
        })
        .onConflictDoNothing();
      const now = new Date();
      await tx
        .update(orders)
        .set({ status: "PAID", paidAt: now, updatedAt: now })
        .where(eq(orders.id, order.id));
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, order.userId));
      const cartLineIds = lines.map((l) => l.cartLineId).filter((id): id is number => id !== null);
      if (cart && cartLineIds.length) {
        await tx
          .delete(cartLines)
          .where(and(eq(cartLines.cartId, cart.id), inArray(cartLines.id, cartLineIds)));
      }
      for (const l of lines) {
        await tx
          .update(products)
          .set({ salesCount: sql`${products.salesCount} + ${l.qty}` })
          .where(eq(products.id, l.productId));
      }
      const [user] = await tx
        .select({ fullName: users.fullName, email: users.email })
        .from(users)
        .where(eq(users.id, order.userId));
      await enqueueEmail(tx, {
        to: user.email,
        subject: `Order #${order.id} confirmed — ${deps.shopName}`,
        text: [
          `Hello ${user.fullName},`,
          "",
          `Thank you. We have received your payment of ₹${(order.totalPaise / 100).toFixed(2)} for order #${order.id}:`,
          ...lines.map((l) => `- ${l.productName} (${Number(l.priceQty)} ${l.unit}) × ${l.qty}`),
          "",
          "Orders are dispatched within 48 hours.",
          deps.shopName,
        ].join("\n"),
        kind: "order-confirmation",
      });
      return { order: { ...order, status: "PAID" }, settledNow: true };
    });
    if (outcome.settledNow) deps.onStockChange?.();
    return outcome.order;
  }

  /** An expired order paid late: take its stock again where there is some (never below zero). */
  async function retakeStock(tx: Tx, order: Order) {
    const holds = await tx.select().from(stockHolds).where(eq(stockHolds.orderId, order.id));
    for (const h of holds) {
      const [ok] = await tx
        .update(productPrices)
        .set({ stock: sql`${productPrices.stock} - ${h.qty}` })
        .where(and(eq(productPrices.id, h.productPriceId), sql`${productPrices.stock} >= ${h.qty}`))
        .returning({ id: productPrices.id });
      if (!ok)
        deps.logger.warn(
          { orderId: order.id, productPriceId: h.productPriceId },
          "late payment: stock short, staff must act",
        );
    }
  }

  /** Records a failed or unverifiable payment; the order stays unpaid. */
  async function recordFailure(
    providerOrderId: string,
    paymentId: string | null,
    raw: unknown,
    signatureValid: boolean,
  ) {
    const [order] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    if (!order) return;
    await db.insert(paymentTransactions).values({
      orderId: order.id,
      userId: order.userId,
      provider: order.provider,
      providerOrderId,
      providerPaymentId: paymentId,
      status: "Failed",
      amountPaise: order.totalPaise,
      signatureValid,
      raw: raw as object,
    });
  }

  /** Gives back the stock of unpaid orders past their 30 minutes. Safe in several processes. */
  async function expireUnpaid(now = new Date()) {
    const expired = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, "PENDING_PAYMENT"), sql`${orders.expiresAt} < ${now.toISOString()}`))
        .limit(50)
        .for("update", { skipLocked: true });
      for (const order of due) {
        const holds = await tx
          .select()
          .from(stockHolds)
          .where(and(eq(stockHolds.orderId, order.id), sql`${stockHolds.releasedAt} is null`));
        for (const h of holds) {
          await tx
            .update(productPrices)
            .set({ stock: sql`${productPrices.stock} + ${h.qty}` })
            .where(eq(productPrices.id, h.productPriceId));
        }
        await tx.update(stockHolds).set({ releasedAt: now }).where(eq(stockHolds.orderId, order.id));
        await tx.update(orders).set({ status: "EXPIRED", updatedAt: now }).where(eq(orders.id, order.id));
      }
      return due.length;
    });
    if (expired > 0) deps.onStockChange?.();
    return expired;
  }

  return { placeOrder, ownOrder, settle, recordFailure, expireUnpaid, provider };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
