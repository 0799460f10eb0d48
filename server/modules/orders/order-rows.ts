import type { OrderCharges, OrderItem, Shipment, ShippingAddress } from "./order-types";
import type { Order, OrderLine } from "./orders.schema";

/** An order row's delivery address snapshot, as the domain names it. */
export const shippingAddressOf = (o: Order): ShippingAddress => ({
  fullName: o.shipFullName,
  email: o.shipEmail,
  mobile: o.shipMobile,
  address1: o.shipAddress1,
  address2: o.shipAddress2,
  city: o.shipCity,
  state: o.shipState,
  pincode: o.shipPincode,
  landmark: o.shipLandmark,
});

/** The shipment staff recorded when they marked the order shipped; null before. */
export const shipmentOf = (o: Order): Shipment | null =>
  o.courierName && o.awbNumber
    ? { courierName: o.courierName, awbNumber: o.awbNumber, trackingUrl: o.trackingUrl }
    : null;

/** One line of an order as the customer reads it. */
export const itemOf = (l: OrderLine): OrderItem => ({
  id: l.id,
  productId: l.productId,
  productPriceId: l.productPriceId,
  productName: l.productName,
  imageUrl: l.imageUrl,
  packQty: Number(l.priceQty),
  unit: l.unit,
  packLabel: null,
  qty: l.qty,
  unitFinalPaise: l.unitFinalPaise,
  lineTotalPaise: l.lineTotalPaise,
});

/** An order row's money as placed. */
export const chargesOf = (o: Order): OrderCharges => ({
  subtotalMrpPaise: o.subtotalMrpPaise,
  discountPaise: o.discountPaise,
  promoCode: o.promoCode,
  promoDiscountPaise: o.promoDiscountPaise,
  deliveryChargePaise: o.deliveryChargePaise,
  codFeePaise: o.codFeePaise,
});
