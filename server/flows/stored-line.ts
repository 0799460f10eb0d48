import { lineTotals } from "../../lib/pricing";

/** A pack priced for an order: the cart's or the staff member's line, with today's prices. */
export interface PricedLine {
  line: { productId: number; productPriceId: number; qty: number };
  name: string;
  image: string;
  qtyLabel: string;
  unit: string;
  mrp: number;
  unitDiscount: number;
}

/** An order line's stored prices, worked out once for every way an order is placed. */
export const storedLine = (orderId: number, p: PricedLine) => {
  const t = lineTotals({ qty: p.line.qty, unitMrp: p.mrp, unitDiscount: p.unitDiscount });
  return {
    orderId,
    productId: p.line.productId,
    productPriceId: p.line.productPriceId,
    productName: p.name,
    imageUrl: p.image,
    priceQty: p.qtyLabel,
    unit: p.unit,
    qty: p.line.qty,
    unitMrpPaise: p.mrp,
    unitDiscountPaise: p.unitDiscount,
    unitFinalPaise: t.unitFinal,
    lineTotalPaise: t.totalFinal,
  };
};
