import type { Paise } from "../../../lib/money";
import type { Address } from "../addresses/addresses.schema";
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
  productName: string;
  /** The product's first picture when the order was placed ("" when it had none). */
  imageUrl: string;
  /** The pack: `packQty` `unit` (e.g. 5 kg). */
  packQty: number;
  unit: string;
  qty: number;
  unitFinalPaise: Paise;
  lineTotalPaise: Paise;
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
}

/** A new order waiting for its payment, with what the provider's checkout needs to take it. */
export interface PlacedOrder {
  orderId: number;
  providerOrderId: string;
  amountPaise: Paise;
  currency: "INR";
  /** The provider's public key id (never the secret). */
  providerKeyId: string;
}
