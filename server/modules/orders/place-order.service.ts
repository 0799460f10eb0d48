import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { cartTotals, lineTotals } from "../../../lib/pricing";
import type { Db } from "../../db/client";
import { conflict, invalidInput, unavailable } from "../../domain-error";
import type { Logger } from "../../logger";
import { cartLines, carts } from "../cart/cart.schema";
import { productImages, productPrices, products } from "../catalog/catalog.schema";
import type { PaymentProvider } from "../payments/providers";
import type { PromotionsService } from "../promotions/promotions.service";
import { moveOrder, recordCreated, type Tx } from "./order-lifecycle";
import type { PlacedOrder, ShippingAddress } from "./order-types";
import { orderLines, orders, stockHolds } from "./orders.schema";
import { releaseExpiredHolds, releaseHolds } from "./stock-holds";

export const HOLD_MINUTES = 30;
/** Razorpay's smallest payment: one rupee. */
const MIN_AMOUNT = 100;

/** The answer when the provider cannot start the payment (503: nothing was kept, try again). */
export const PAYMENT_NOT_STARTED = "Payment could not be started, please try again.";

/** Each product's name and first picture, read once for all the lines of an order. */
async function productSnapshots(tx: Tx, productIds: number[]) {
  const names = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, productIds));
  // The first picture of each product: ordered by product, then by the picture's place.
  const pictures = await tx
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      url: productImages.url,
    })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(productImages.productId, asc(productImages.displayOrder), asc(productImages.id));
  const image = new Map(pictures.map((p) => [p.productId, p.url]));
  return new Map(names.map((p) => [p.id, { name: p.name, image: image.get(p.id) ?? "" }]));
}

/**
 * From cart to an order waiting for its payment. `placeOrder` prices the cart from the
 * catalogue, re-checks the promo, takes the stock (a conditional update: two customers cannot
 * both get the last pack) and writes the order in one short transaction; only after the
 * commit does it ask the provider for its order (no network call holds a stock row), then
 * attaches the provider's order id. If the provider fails, the stock goes back and the order
 * is cancelled.
 * `expireUnpaid` gives back the stock of orders whose payment never came.
 */
export function createCheckoutService(
  db: Db,
  deps: {
    provider: PaymentProvider;
    promotions: PromotionsService;
    logger: Logger;
    onStockChange?: () => void;
  },
) {
  const { provider, promotions } = deps;

  async function placeOrder(
    userId: number,
    input: { address: ShippingAddress; promoCode?: string; cartLineIds?: number[] },
    now = new Date(),
  ): Promise<PlacedOrder> {
    const reserved = await db.transaction(async (tx) => {
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
      const snapshot = await productSnapshots(tx, [...new Set(lines.map((l) => l.productId))]);

      // Take the stock line by line, in a fixed order (no deadlocks between two checkouts).
      const priced = [];
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
        const product = snapshot.get(line.productId);
        if (!taken || !product) throw conflict(`${product?.name ?? "A product"} is out of stock`);
        priced.push({ line, name: product.name, image: product.image, ...taken });
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
      await recordCreated(tx, order.id, { kind: "customer", id: userId }, now);
      return { orderId: order.id, total };
    });
    deps.onStockChange?.();

    // After the commit: a slow or failing provider holds no lock.
    let providerOrderId: string;
    try {
      providerOrderId = (await provider.createOrder(reserved.total, `order_${reserved.orderId}`)).id;
    } catch (err) {
      deps.logger.warn({ err, orderId: reserved.orderId }, "payment provider could not create the order");
      await db.transaction(async (tx) => {
        await releaseHolds(tx, reserved.orderId, new Date());
        await moveOrder(tx, reserved.orderId, "CANCELLED", { kind: "job" }, "payment could not be started");
      });
      deps.onStockChange?.();
      throw unavailable(PAYMENT_NOT_STARTED);
    }
    await db.update(orders).set({ providerOrderId }).where(eq(orders.id, reserved.orderId));
    return {
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

  return { placeOrder, expireUnpaid, provider };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
