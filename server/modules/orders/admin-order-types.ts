import type { Paise } from "../../../lib/money";
import type { OrderChannel } from "../../../lib/order-channels";
import type { ActorKind, OrderStatus, PaymentStatus, TransactionStatus } from "./order-status";
import type { OrderCharges, OrderItem, Shipment, ShippingAddress } from "./order-types";

/** The back office's order list: what can narrow it (each optional) and which page. */
export interface AdminOrderFilter {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  paymentMethod?: string;
  /** How it came: the shop's pages, phone, WhatsApp or the counter. */
  channel?: OrderChannel;
  /** Placed at or after this instant… */
  from?: Date;
  /** …and before this one. */
  to?: Date;
  /** An order number, or part of a name, email or phone. */
  q?: string;
  page?: number;
  perPage?: number;
}

/** One order in the back office's list. */
export interface AdminOrderRow {
  id: number;
  placedAt: Date;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  channel: OrderChannel;
  totalPaise: Paise;
  /** The delivery address's name. */
  customerName: string;
  city: string;
  pincode: string;
  /** Packs in the order (quantities added up). */
  itemCount: number;
}

/** One line of an order as staff see it: prices as charged, with the MRP and discount. */
export interface AdminOrderLine extends OrderItem {
  unitMrpPaise: Paise;
  unitDiscountPaise: Paise;
  /** Units of it part refunds have returned (made or still owed). */
  refundedQty: number;
  /** The batches its units were drawn from, earliest expiry first (empty: a pack without batches). */
  batches: { batch: string; expiresOn: string; qty: number }[];
}

/** One refund of the order: all that was left of a payment, or part of the order (lines or an amount). */
export interface AdminRefund {
  id: number;
  kind: "whole" | "part";
  /** "Refunding" until the provider has made it, then "Refund". */
  status: "Refunding" | "Refund";
  amountPaise: Paise;
  reason: string;
  lines: { orderLineId: number; productName: string; pack: string; qty: number; amountPaise: Paise }[];
  restocked: boolean;
  providerRefundId: string | null;
  createdAt: Date;
  refundedAt: Date | null;
}

/** A payment, a failed attempt or a refund, with the provider's ids. */
export interface AdminPayment {
  id: number;
  status: TransactionStatus;
  /** "Online" (through the provider) or "COD" (cash collected on delivery, recorded by staff). */
  method: string;
  amountPaise: Paise;
  providerPaymentId: string | null;
  /** The provider's refund id, once it has refunded. */
  refundId: string | null;
  createdAt: Date;
  refundedAt: Date | null;
}

/** One change of the order's status: who (kind and id), when, and why. */
export interface AdminOrderEvent {
  id: number;
  from: OrderStatus | null;
  to: OrderStatus;
  at: Date;
  actorKind: ActorKind;
  actorId: number | null;
  note: string;
}

/** One order in full for the back office. */
export interface AdminOrder extends OrderCharges {
  id: number;
  placedAt: Date;
  paidAt: Date | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  provider: string;
  providerOrderId: string | null;
  channel: OrderChannel;
  /** The staff member who placed it for the customer (null: the customer did). */
  placedBy: { id: number; name: string } | null;
  /** The payment link sent for it, when staff sent one. */
  paymentLinkUrl: string | null;
  totalPaise: Paise;
  /** The account that placed it. */
  customer: { id: number; fullName: string; email: string | null; phone: string };
  address: ShippingAddress;
  shipment: Shipment | null;
  lines: AdminOrderLine[];
  payments: AdminPayment[];
  /** Every refund, oldest first. */
  refunds: AdminRefund[];
  /** What can still be refunded through the provider: the kept online payments less their refunds. */
  refundablePaise: Paise;
  events: AdminOrderEvent[];
  /** Staff notes, oldest first, with who wrote them. */
  notes: { id: number; body: string; at: Date; staffName: string }[];
}
