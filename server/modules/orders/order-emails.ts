import { formatRupees, type Paise } from "../../../lib/money";
import { orderItemLabel } from "../../../lib/order-items";
import { type EmailMessage, renderEmail } from "../outbox/email-message";
import type { Email } from "../outbox/outbox.service";

/** Who sends the order emails and where a customer reads the order (PUBLIC_URL). */
export interface ShopMail {
  shopName: string;
  publicUrl: string;
}

/** What an order's emails show: the order as placed, its customer and its shipment. */
export interface OrderMailFacts {
  orderId: number;
  customer: { fullName: string; email: string };
  lines: { productName: string; packQty: number; unit: string; qty: number; lineTotalPaise: Paise }[];
  subtotalMrpPaise: Paise;
  discountPaise: Paise;
  promoCode: string | null;
  promoDiscountPaise: Paise;
  totalPaise: Paise;
  courierName: string | null;
  awbNumber: string | null;
  trackingUrl: string | null;
}

export type OrderEmailKind = "confirmation" | "shipped" | "delivered" | "cancelled";

/** The order's lines and totals as the emails' table shows them. */
function orderTable(f: OrderMailFacts): NonNullable<EmailMessage["table"]> {
  const totals: [string, string][] = [["Items at MRP", formatRupees(f.subtotalMrpPaise)]];
  if (f.discountPaise > 0) totals.push(["Discount", `−${formatRupees(f.discountPaise)}`]);
  if (f.promoDiscountPaise > 0) {
    totals.push([`Promo code ${f.promoCode ?? ""}`.trim(), `−${formatRupees(f.promoDiscountPaise)}`]);
  }
  totals.push(["Total paid", formatRupees(f.totalPaise)]);
  return { rows: f.lines.map((l) => [orderItemLabel(l), formatRupees(l.lineTotalPaise)]), totals };
}

const orderLink = (f: OrderMailFacts, shop: ShopMail) => ({
  label: `Your order #${f.orderId}`,
  url: `${shop.publicUrl}/order/${f.orderId}`,
});

/** Each email of an order's way from payment to doorstep (or to a cancellation). */
export function orderEmail(
  kind: OrderEmailKind,
  f: OrderMailFacts,
  shop: ShopMail,
  extra: { reason?: string } = {},
): Email {
  const base = {
    to: f.customer.email,
    greeting: `Hello ${f.customer.fullName},`,
    signature: shop.shopName,
    links: [orderLink(f, shop)],
  };
  const id = f.orderId;
  switch (kind) {
    case "confirmation":
      return renderEmail({
        ...base,
        kind: "order-confirmation",
        subject: `Order #${id} confirmed — ${shop.shopName}`,
        paragraphs: [
          `Thank you. We have received your payment of ${formatRupees(f.totalPaise)} for order #${id}.`,
          "Orders are dispatched within 48 hours; we will email you the courier and tracking number.",
        ],
        table: orderTable(f),
      });
    case "shipped": {
      const facts: [string, string][] = [
        ["Courier", f.courierName ?? ""],
        ["Tracking (AWB) number", f.awbNumber ?? ""],
      ];
      const links = f.trackingUrl
        ? [{ label: "Track the parcel", url: f.trackingUrl }, ...base.links]
        : base.links;
      return renderEmail({
        ...base,
        kind: "order-shipped",
        subject: `Order #${id} has shipped — ${shop.shopName}`,
        paragraphs: [`Your order #${id} is on its way.`],
        table: orderTable(f),
        facts,
        links,
      });
    }
    case "delivered":
      return renderEmail({
        ...base,
        kind: "order-delivered",
        subject: `Order #${id} delivered — ${shop.shopName}`,
        paragraphs: [
          `Your order #${id} has been delivered. We hope everything grows well.`,
          "If anything is missing or damaged, reply to this email or call us.",
        ],
      });
    case "cancelled":
      return renderEmail({
        ...base,
        kind: "order-cancelled",
        subject: `Order #${id} cancelled — ${shop.shopName}`,
        paragraphs: [
          `Your order #${id} has been cancelled${extra.reason ? `: ${extra.reason}` : "."}`,
          `We are refunding ${formatRupees(f.totalPaise)} in full to the card or account you paid with; a second email confirms the refund.`,
        ],
        table: orderTable(f),
      });
  }
}

/** The email a customer gets once the provider has returned a payment the shop could not keep. */
export function refundEmail(input: {
  orderId: number;
  amountPaise: Paise;
  customer: { fullName: string; email: string };
  shop: ShopMail;
}): Email {
  const amount = formatRupees(input.amountPaise);
  return renderEmail({
    to: input.customer.email,
    kind: "refund",
    subject: `Refund of ${amount} for order #${input.orderId} — ${input.shop.shopName}`,
    greeting: `Hello ${input.customer.fullName},`,
    paragraphs: [
      `We have refunded ${amount} for order #${input.orderId} to the card or account you paid with.`,
      "Banks usually show a refund within 5 to 7 working days. Nothing of this order is charged to you.",
    ],
    links: [{ label: `Your order #${input.orderId}`, url: `${input.shop.publicUrl}/order/${input.orderId}` }],
    signature: input.shop.shopName,
  });
}
