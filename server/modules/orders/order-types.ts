import type { Paise } from "../../../lib/money";
import type { Address } from "../addresses";
import type { OrderAction } from "./order-actions";
import type { OrderStatus, PaymentStatus, TransactionStatus } from "./order-status";

/** The orders module's domain values: what its services return and its pages receive. */

export type ShippingAddress = Pick<
  Address,
  "fullName" | "email" | "mobile" | "address1" | "address2" | "city" | "state" | "pincode" | "landmark"
>;

/** One product of an order, as it was priced when the order was placed. */
export interface OrderItem {
  id: number;
  productId: number;
  productPriceId: number;
  productName: string;
  /** The product's first picture when the order was placed ("" when it had none). */
  imageUrl: string;
  /** The pack: `packQty` `unit` (e.g. 5 kg). */
  packQty: number;
  unit: string;
  /** The pack's label in the reader's language where one is written ("100 ग्राम"), else null. */
  packLabel: string | null;
  qty: number;
  unitFinalPaise: Paise;
  lineTotalPaise: Paise;
}

/** How the order travels once shipped: set by staff when they mark it shipped. */
export interface Shipment {
  courierName: string;
  awbNumber: string;
  /** The courier's tracking page for this parcel, when staff gave one. */
  trackingUrl: string | null;
}

/** One status the order reached, from its order_events (who moved it stays with staff). */
export interface OrderStep {
  status: OrderStatus;
  at: Date;
}

/** A customer's order with its items, for the order list and tracking. */
export interface CustomerOrder {
  id: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  placedAt: Date;
  totalPaise: Paise;
  items: OrderItem[];
  /** The statuses it went through, oldest first (the tracking timeline). */
  steps: OrderStep[];
  shipment: Shipment | null;
  /** When the provider returned the money of a cancelled or refunded order. */
  refundedAt: Date | null;
  /** When it was paid: online, when the payment arrived; cash on delivery, when the cash was collected. */
  paidAt: Date | null;
}

/** An order's money as placed: what its total is made of. */
export interface OrderCharges {
  subtotalMrpPaise: Paise;
  discountPaise: Paise;
  promoCode: string | null;
  promoDiscountPaise: Paise;
  deliveryChargePaise: Paise;
  /** Cash on delivery's fee (0 for orders paid online). */
  codFeePaise: Paise;
}

/** Everything the customer's order page shows (docs/api.md, "Order details"). */
export interface OrderDetails extends CustomerOrder, OrderCharges {
  address: ShippingAddress;
  payments: PaymentTransaction[];
  /** Staff's part refunds of it, oldest first (a whole refund shows as its payment's Refund). */
  refunds: PartRefund[];
  /** Whether the customer may still cancel it themselves (allowedActions has "cancel"). */
  canCancel: boolean;
  /** What the customer may do with it now (order-actions.ts): its page's buttons. */
  allowedActions: OrderAction[];
  /** When the packs held for an unpaid order go back (ISO time); null: nothing to pay now. */
  payBy: string | null;
  /**
   * A cash on delivery order waiting for its confirmation (docs/decisions/0037-cod-confirmation.md):
   * the number the code went to (10 digits) and when the order is cancelled unconfirmed (ISO).
   */
  codConfirm: { phone: string; confirmBy: string } | null;
}

/** Part of an order refunded by the shop: how much, why, for which lines, and whether it is made. */
export interface PartRefund {
  id: number;
  amountPaise: Paise;
  reason: string;
  lines: { productName: string; pack: string; qty: number; amountPaise: Paise }[];
  /** The provider has made it (else it is on its way). */
  made: boolean;
  createdAt: Date;
  refundedAt: Date | null;
}

/** One payment attempt of a customer, as the transaction history shows it. */
export interface PaymentTransaction {
  id: number;
  orderId: number;
  createdAt: Date;
  amountPaise: Paise;
  /** The provider's payment id; null when the provider gave none (a failure without one). */
  paymentId: string | null;
  status: TransactionStatus;
  /** When the provider returned it (a Refund). */
  refundedAt: Date | null;
}

/**
 * A new order: waiting for its online payment, with what the provider's checkout needs to take
 * it, or confirmed for cash on delivery (no provider).
 */
export type PlacedOrder =
  | {
      method: "ONLINE";
      orderId: number;
      providerOrderId: string;
      amountPaise: Paise;
      currency: "INR";
      /** The provider's public key id (never the secret). */
      providerKeyId: string;
    }
  | { method: "COD"; orderId: number; amountPaise: Paise; currency: "INR" };
