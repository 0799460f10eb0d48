import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { ORDER_CHANNELS } from "../../../lib/order-channels";
import { createdAt, identityId, instant, requiredRef, updatedAt } from "../../db/columns";
import { users } from "../accounts";
import { packBatches, packRefs, productPrices } from "../catalog";
import { staff } from "../staff";
import { ACTOR_KINDS, ORDER_STATUSES, PAYMENT_STATUSES } from "./order-status";

/** The PostgreSQL enum types of the statuses (their lists live in order-status.ts). */
export const orderStatusEnum = pgEnum("order_status", ORDER_STATUSES);
export const paymentStatusEnum = pgEnum("payment_status", PAYMENT_STATUSES);
export const orderActorEnum = pgEnum("order_actor", ACTOR_KINDS);

/** An order keeps a snapshot of its prices and delivery address: later catalogue edits change nothing. */
export const orders = pgTable(
  "orders",
  {
    id: identityId(),
    userId: requiredRef("user_id", () => users.id),
    // Set only by the lifecycle (order-lifecycle.ts), which records every change in order_events.
    status: orderStatusEnum("status").notNull().default("PENDING_PAYMENT"),
    paymentStatus: paymentStatusEnum("payment_status").notNull().default("PENDING"),
    subtotalMrpPaise: integer("subtotal_mrp_paise").notNull(),
    discountPaise: integer("discount_paise").notNull().default(0),
    promoCode: text("promo_code"),
    promoDiscountPaise: integer("promo_discount_paise").notNull().default(0),
    /** The delivery charge (delivery/delivery-pricing.ts), part of totalPaise; taxed on the invoice. */
    deliveryChargePaise: integer("delivery_charge_paise").notNull().default(0),
    /** The cash-on-delivery fee, part of totalPaise; 0 for orders paid online. */
    codFeePaise: integer("cod_fee_paise").notNull().default(0),
    totalPaise: integer("total_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    shipFullName: text("ship_full_name").notNull(),
    shipEmail: text("ship_email").notNull(),
    shipMobile: text("ship_mobile").notNull(),
    shipAddress1: text("ship_address1").notNull(),
    shipAddress2: text("ship_address2").notNull().default(""),
    shipCity: text("ship_city").notNull(),
    shipState: text("ship_state").notNull(),
    shipPincode: text("ship_pincode").notNull(),
    shipLandmark: text("ship_landmark").notNull().default(""),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").unique(),
    /** "Online" or "COD" (STORED_METHOD in order-status.ts). */
    paymentMethod: text("payment_method").notNull().default("Online"),
    expiresAt: instant("expires_at").notNull(),
    paidAt: instant("paid_at"),
    // Set when the order is marked shipped (server/flows/fulfil-order.ts); shown to the customer.
    courierName: text("courier_name"),
    awbNumber: text("awb_number"),
    trackingUrl: text("tracking_url"),
    // A business buyer's GSTIN and registered name ("Claim GST input credit" at checkout).
    buyerGstin: text("buyer_gstin"),
    buyerLegalName: text("buyer_legal_name"),
    /** The language the customer ordered in: the order's emails are written in it. */
    lang: text("lang").notNull().default("en"),
    /**
     * The checkout's one-time key (made when its page was drawn): the same key placed again is
     * this order, never a second one (order-attempts.ts). Unique per customer.
     */
    idempotencyKey: text("idempotency_key"),
    /**
     * Where a cash-on-delivery order was placed from: the client address as the per-address
     * limits count it (an IPv6 client by its /64). Null for orders paid online and older orders.
     */
    placedFrom: text("placed_from"),
    /** How the order came: the shop's pages, a phone call, WhatsApp, or the counter (lib/order-channels.ts). */
    channel: text("channel", { enum: ORDER_CHANNELS }).notNull().default("web"),
    /** The staff member who placed it for the customer; null when the customer placed it. */
    placedBy: integer("placed_by").references(() => staff.id),
    /** The payment link sent to the customer (an order staff placed, paid by link). */
    paymentLinkUrl: text("payment_link_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("orders_idempotency_key_idx")
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index("orders_status_expiry_idx").on(t.status, t.expiresAt),
    // The caps on open cash-on-delivery orders (cod-caps.ts) look COD orders up by phone and
    // address. (Not by payment status: a new enum value cannot be used in the migration that adds it.)
    index("orders_cod_phone_idx")
      .on(t.shipMobile)
      .where(sql`${t.paymentMethod} = 'COD'`),
    index("orders_cod_from_idx").on(t.placedFrom).where(sql`${t.placedFrom} is not null`),
    // A promo code's uses, in all and per customer (promo-uses.ts).
    index("orders_promo_idx")
      .on(t.promoCode, t.userId)
      .where(sql`${t.promoCode} is not null`),
    check("orders_charges", sql`${t.deliveryChargePaise} >= 0 and ${t.codFeePaise} >= 0`),
    check("orders_lang", sql`${t.lang} in ('en','hi')`),
    check("orders_channel", sql`${t.channel} in ('web','phone','whatsapp','counter')`),
    index("orders_channel_idx").on(t.channel, t.createdAt).where(sql`${t.channel} <> 'web'`),
    // The dashboard (bench/dashboard.ts): money by day of payment, read from the index alone…
    index("orders_paid_idx")
      .on(t.paidAt, t.status, t.totalPaise)
      .where(sql`${t.paidAt} is not null`),
    // …and the few orders owing a refund, newest first for their list.
    index("orders_refund_due_idx")
      .on(t.createdAt)
      .where(sql`${t.paymentStatus} = 'REFUND_DUE'`),
    check(
      "orders_money",
      sql`${t.subtotalMrpPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.promoDiscountPaise} >= 0 and ${t.totalPaise} >= 0`,
    ),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: identityId(),
    orderId: requiredRef("order_id", () => orders.id, { onDelete: "cascade" }),
    ...packRefs(),
    productName: text("product_name").notNull(),
    imageUrl: text("image_url").notNull().default(""),
    priceQty: numeric("price_qty", { precision: 12, scale: 3 }).notNull(),
    unit: text("unit").notNull(),
    qty: integer("qty").notNull(),
    unitMrpPaise: integer("unit_mrp_paise").notNull(),
    unitDiscountPaise: integer("unit_discount_paise").notNull(),
    unitFinalPaise: integer("unit_final_paise").notNull(),
    lineTotalPaise: integer("line_total_paise").notNull(),
    // The cart line this came from, removed once the order is paid (no FK: the line may be gone).
    cartLineId: integer("cart_line_id"),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_product_idx").on(t.productId),
    check("order_lines_qty", sql`${t.qty} >= 1`),
    check(
      "order_lines_money",
      sql`${t.unitMrpPaise} >= 0 and ${t.unitDiscountPaise} >= 0 and ${t.unitFinalPaise} >= 0 and ${t.lineTotalPaise} >= 0`,
    ),
  ],
);

/**
 * The batches an order line's units were drawn from (docs/decisions/0049-batches-and-expiry.md),
 * earliest expiry first: the invoice prints them, a cancel or return gives units back to them,
 * and "who bought a batch" reads them. `qty` is what the line still holds of the batch.
 */
export const orderLineBatches = pgTable(
  "order_line_batches",
  {
    id: identityId(),
    orderLineId: requiredRef("order_line_id", () => orderLines.id, { onDelete: "cascade" }),
    batchId: requiredRef("batch_id", () => packBatches.id),
    qty: integer("qty").notNull(),
  },
  (t) => [
    uniqueIndex("order_line_batches_line_batch_idx").on(t.orderLineId, t.batchId),
    // Who bought a batch: its lines in id order (the page's and the CSV's order), no sort.
    index("order_line_batches_batch_idx").on(t.batchId, t.id),
    check("order_line_batches_qty", sql`${t.qty} >= 0`),
  ],
);

/** Stock held for an unpaid order for 30 minutes; released on expiry or taken for good on payment. */
export const stockHolds = pgTable(
  "stock_holds",
  {
    id: identityId(),
    orderId: requiredRef("order_id", () => orders.id, { onDelete: "cascade" }),
    productPriceId: requiredRef("product_price_id", () => productPrices.id),
    qty: integer("qty").notNull(),
    expiresAt: instant("expires_at").notNull(),
    releasedAt: instant("released_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_holds_order_idx").on(t.orderId),
    index("stock_holds_price_idx").on(t.productPriceId),
    index("stock_holds_expiry_idx").on(t.expiresAt),
    check("stock_holds_qty", sql`${t.qty} >= 1`),
  ],
);

/** Every change of an order's status: from, to, when, who (and which one), and why. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: identityId(),
    orderId: requiredRef("order_id", () => orders.id, { onDelete: "cascade" }),
    /** Null for the event that created the order. */
    fromStatus: orderStatusEnum("from_status"),
    toStatus: orderStatusEnum("to_status").notNull(),
    at: instant("at").notNull().defaultNow(),
    actorKind: orderActorEnum("actor_kind").notNull(),
    /** The customer's or staff member's id; null for the provider and jobs. */
    actorId: integer("actor_id"),
    note: text("note").notNull().default(""),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.at)],
);

/** Staff notes on an order ("customer rang, deliver after 5 pm"): kept, never edited, shown to staff only. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: identityId(),
    orderId: requiredRef("order_id", () => orders.id, { onDelete: "cascade" }),
    staffId: requiredRef("staff_id", () => staff.id),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.createdAt)],
);

export type Order = typeof orders.$inferSelect;
export type OrderEvent = typeof orderEvents.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
