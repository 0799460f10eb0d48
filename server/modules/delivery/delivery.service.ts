import { eq, inArray } from "drizzle-orm";
import type { CheckoutQuote } from "../../../lib/checkout-quote";
import {
  type CodRules,
  type DeliveryRules,
  deliveryDate,
  freeDeliveryNudge,
  orderCharges,
  quoteDelivery,
} from "../../../lib/delivery";
import { cartTotals } from "../../../lib/pricing";
import { paise } from "../../../lib/validation/catalogue";
import { type CodInput, type DeliveryInput, parseRegions } from "../../../lib/validation/delivery";
import type { Db } from "../../db/client";
import { invalidInput } from "../../domain-error";
import type { CartService } from "../cart";
import { productPrices, products } from "../catalog";
import type { PaymentMethod, Tx } from "../orders";
import type { PromotionsService } from "../promotions";
import type { SettingsService } from "../settings";
import { shopSettingsTable as shopSettings } from "../settings";
import { type AuditActor, recordAudit } from "../staff";
import { codOffPincodes } from "./cod-pincodes.schema";
import { COD, DELIVERY, rangesOf, readCod, readDelivery, type ShopRules } from "./delivery.rules";
import { cartNotCovered, notCoveredAt } from "./licensed-states";

/**
 * Delivery charges, the pincodes served and cash on delivery: the owner's rules, stored as
 * two settings groups, and the quotes the storefront shows. The arithmetic is lib/delivery.ts's;
 * an order is priced by the same function when it is placed (server/flows/place-order.ts), with
 * the rules read fresh in its transaction.
 */
export function createDeliveryService(
  db: Db,
  deps: { settings: SettingsService; cart: CartService; promotions: PromotionsService },
) {
  const { settings } = deps;

  /** The pincodes without cash on delivery (few: read each time, never cached). */
  const offPincodes = async (tx: Tx | Db = db) =>
    (await tx.select({ pincode: codOffPincodes.pincode }).from(codOffPincodes)).map((r) => r.pincode);

  async function rulesWithDates() {
    const [d, c, off] = await Promise.all([
      settings.readGroup(DELIVERY),
      settings.readGroup(COD),
      offPincodes(),
    ]);
    return {
      delivery: readDelivery(d.value),
      cod: { ...readCod(c.value), offPincodes: off },
      deliveryUpdatedAt: d.updatedAt,
      codUpdatedAt: c.updatedAt,
    };
  }

  /** The cart's lines (or the listed ones) priced for `pincode`: the one arithmetic of the checkout and the cart. */
  async function priceCart(
    userId: number,
    input: {
      pincode: string;
      state?: string;
      promoCode?: string;
      cartLineIds?: number[];
      method: PaymentMethod;
    },
    now: Date,
  ) {
    const all = await deps.cart.list(userId);
    const lines = input.cartLineIds?.length ? all.filter((l) => input.cartLineIds?.includes(l.id)) : all;
    const totals = cartTotals(lines);
    const promo = input.promoCode?.trim() ? await deps.promotions.find(input.promoCode) : undefined;
    const verdict = promo ? deps.promotions.evaluate(promo, totals.final, now) : undefined;
    const promoDiscountPaise = verdict?.ok ? verdict.discount : 0;
    const weights = lines.length
      ? await db
          .select({ id: productPrices.id, grams: productPrices.shippingWeightGrams })
          .from(productPrices)
          .where(
            inArray(
              productPrices.id,
              lines.map((l) => l.productPriceId),
            ),
          )
      : [];
    const grams = new Map(weights.map((w) => [w.id, w.grams]));
    const weightGrams = lines.reduce((sum, l) => sum + (grams.get(l.productPriceId) ?? 0) * l.qty, 0);
    const rules = await rulesWithDates();
    const parcel = { goodsPaise: totals.final - promoDiscountPaise, weightGrams };
    const charges = orderCharges(rules, { ...parcel, pincode: input.pincode, method: input.method });
    const quote: CheckoutQuote = {
      mrpPaise: totals.mrp,
      discountPaise: totals.discount,
      promoDiscountPaise,
      charges,
      deliverBy: charges.ok ? deliveryDate(charges.days, now) : null,
    };
    // Told before "Place order": the placement refuses it in its transaction (decision 0050).
    const refusal = input.state ? await cartNotCovered(db, input.state, lines, now) : undefined;
    if (refusal) quote.refusal = refusal;
    return { quote, rules, parcel };
  }

  return {
    /** The rules, cached (every process drops them when the owner saves). */
    rules: async (): Promise<ShopRules> => rulesWithDates(),
    rulesWithDates,

    /** The rules read in the caller's transaction, never from a cache: what an order is charged by. */
    async rulesIn(tx: Tx | Db): Promise<ShopRules> {
      const rows = await tx
        .select()
        .from(shopSettings)
        .where(inArray(shopSettings.key, [DELIVERY, COD]));
      const value = (key: string) => rows.find((r) => r.key === key)?.value;
      const off = await offPincodes(tx);
      return { delivery: readDelivery(value(DELIVERY)), cod: { ...readCod(value(COD)), offPincodes: off } };
    },

    /** The pincodes the owner turned cash on delivery off for, with when. */
    codOffList: () => db.select().from(codOffPincodes).orderBy(codOffPincodes.pincode),

    /**
     * The owner turns cash on delivery off (or back on) for one pincode from the dashboard,
     * audited; checkout refuses COD there at once (rulesIn reads the table in the order's
     * transaction).
     */
    async setCodOff(actor: AuditActor, pincode: string, off: boolean) {
      if (!/^[1-9]\d{5}$/.test(pincode)) {
        throw invalidInput("A pincode is 6 digits, not starting with 0.", {
          pincode: "A pincode is 6 digits, not starting with 0.",
        });
      }
      await db.transaction(async (tx) => {
        const changed = off
          ? await tx
              .insert(codOffPincodes)
              .values({ pincode, staffId: actor.staffId })
              .onConflictDoNothing()
              .returning()
          : await tx.delete(codOffPincodes).where(eq(codOffPincodes.pincode, pincode)).returning();
        if (changed.length === 0) return;
        await recordAudit(tx, actor, {
          entity: "cod_pincode",
          entityId: pincode,
          action: off ? "cod_off" : "cod_on",
          before: { cod: off },
          after: { cod: !off },
        });
      });
    },

    async saveDelivery(actor: AuditActor, input: DeliveryInput) {
      const regions = parseRegions(input.regions);
      const value: DeliveryRules = {
        flatChargePaise: paise(input.flat_charge),
        freeAbovePaise: paise(input.free_above),
        perKgPaise: paise(input.per_kg_charge),
        includedGrams: Math.round(input.included_kg * 1000),
        served: input.served_all ? null : rangesOf(input.served_pincodes),
        regions: "regions" in regions ? regions.regions : [],
        defaultDays: input.default_days,
      };
      await settings.saveGroup(actor, DELIVERY, value, input.expected_updated_at);
    },

    async saveCod(actor: AuditActor, input: CodInput) {
      const value: CodRules = {
        enabled: input.enabled,
        maxOrderPaise: paise(input.max_order_value),
        feePaise: paise(input.fee),
        pincodes: input.pincodes_all ? null : rangesOf(input.pincodes),
      };
      await settings.saveGroup(actor, COD, value, input.expected_updated_at);
    },

    /**
     * The product page's pincode check: whether the shop delivers there, by when, and what
     * one pack (or nothing in particular) would cost to send on its own.
     */
    async checkPincode(pincode: string, productPriceId?: number, now = new Date()) {
      const rules = await rulesWithDates();
      const [pack] = productPriceId
        ? await db
            .select({
              mrp: productPrices.mrpPaise,
              discount: productPrices.discountPaise,
              weight: productPrices.shippingWeightGrams,
              name: products.name,
              kind: products.regulatedKind,
            })
            .from(productPrices)
            .innerJoin(products, eq(products.id, productPrices.productId))
            .where(eq(productPrices.id, productPriceId))
        : [];
      const goodsPaise = pack ? pack.mrp - pack.discount : 0;
      // The shop's licences may not let this product go to the pincode's state (decision 0050).
      const notCovered = pack ? await notCoveredAt(db, pincode, pack, now) : undefined;
      const quote = quoteDelivery(rules.delivery, { goodsPaise, weightGrams: pack?.weight ?? 0, pincode });
      if (!quote.served) return { served: false as const, pincode, notCovered };
      return {
        served: true as const,
        pincode,
        notCovered,
        chargePaise: quote.chargePaise,
        deliverBy: deliveryDate(quote.days, now),
        codAvailable:
          rules.cod.enabled &&
          orderCharges(rules, { goodsPaise, weightGrams: pack?.weight ?? 0, pincode, method: "COD" }).ok,
      };
    },

    /**
     * The checkout's figures for the customer's cart (or the listed lines) sent to `pincode`,
     * with a promo code and a way of paying: the lines priced from the catalogue now, the
     * promo by its rule, the charges by orderCharges.
     */
    async quoteCheckout(
      userId: number,
      input: {
        pincode: string;
        state?: string;
        promoCode?: string;
        cartLineIds?: number[];
        method: PaymentMethod;
      },
      now = new Date(),
    ): Promise<CheckoutQuote> {
      return (await priceCart(userId, input, now)).quote;
    },

    /**
     * The cart page's delivery line: the whole cart sent to `pincode`, paid online and before
     * any promo (the cart has none yet), priced as the checkout prices it; and, when the cart
     * is close to free delivery, how much more it takes (lib/delivery.ts, freeDeliveryNudge).
     */
    async quoteCart(userId: number, pincode: string, now = new Date()) {
      const { quote, rules, parcel } = await priceCart(userId, { pincode, method: "ONLINE" }, now);
      return { quote, nudge: quote.charges.ok ? freeDeliveryNudge(rules.delivery, parcel) : null };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
