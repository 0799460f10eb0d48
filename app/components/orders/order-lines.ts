// Types only: the orders module's domain values, handed to the pages by their loaders.
import type { CustomerOrder, OrderItem } from "../../../server/modules/orders";

/** One product of an order with what the order table shows of its order: a row of My Order. */
export interface OrderLineView {
  orderId: number;
  status: CustomerOrder["status"];
  paymentStatus: CustomerOrder["paymentStatus"];
  paymentMethod: string;
  placedAt: Date;
  /** The whole order's total (a phone's card shows it once per order). */
  orderTotalPaise: number;
  item: OrderItem;
}

/** The rows of the order table: one per product, newest order first. */
export const orderLineViews = (orders: CustomerOrder[]): OrderLineView[] =>
  orders.flatMap((o) =>
    o.items.map((item) => ({
      orderId: o.id,
      status: o.status,
      paymentStatus: o.paymentStatus,
      paymentMethod: o.paymentMethod,
      placedAt: o.placedAt,
      orderTotalPaise: o.totalPaise,
      item,
    })),
  );
