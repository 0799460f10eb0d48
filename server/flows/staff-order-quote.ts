import { inArray } from "drizzle-orm";
import { orderCharges } from "../../lib/delivery";
import { formatRupees } from "../../lib/money";
import { cartTotals } from "../../lib/pricing";
import { can, refusal, type StaffRole } from "../../lib/staff-roles";
import { forbidden, invalidInput } from "../domain-error";
import { productPrices } from "../modules/catalog";
import type { DeliveryService } from "../modules/delivery";
import { pricePacks, productSnapshots, type Tx } from "../modules/orders";
import { refuseUnlicensed } from "./licensed-goods";

/**
 * The price of an order staff place for a customer (docs/decisions/0038-orders-taken-by-staff.md),
 * worked out on the server by the checkout's own arithmetic (lib/pricing.ts, lib/delivery.ts's
 * `orderCharges` with the owner's rules read in the transaction): the page shows this quote, and
 * placing the order prices it again the same way, so what staff read out is what is stored.
 */

/** One line staff chose: a pack, how many, and optionally the unit price they agreed (paise). */
export interface StaffLine {
  packId: number;
  qty: number;
  /** A price agreed with the customer, below the pack's own; needs `orderPrices` and a reason. */
  unitPricePaise?: number;
}

/** How the customer pays: cash on delivery, a payment link, or cash at the counter now. */
export type StaffPayment = "cod" | "link" | "cash";

export const staffOrderText = {
  noLines: "Choose at least one pack and how many.",
  aboveMrp: (name: string, mrp: number) =>
    `The price of ${name} cannot be above its MRP of ${formatRupees(mrp)}.`,
  reasonNeeded: "Say why the price is changed (at least 5 letters): it goes into the audit log.",
  tooSmall: "The amount to pay must be at least ₹1.00.",
} as const;

/** Each line priced: the catalogue's price, or the one staff agreed; which lines were changed. */
export async function priceStaffLines(
  tx: Tx,
  lines: readonly StaffLine[],
  who: { role: StaffRole },
  reason: string | undefined,
  now = new Date(),
) {
  if (lines.length === 0) throw invalidInput(staffOrderText.noLines);
  // One line per pack, in pack order (locks taken in id order, as the checkout takes them).
  const merged = new Map<number, StaffLine>();
  for (const l of lines) {
    const seen = merged.get(l.packId);
    merged.set(l.packId, {
      ...l,
      qty: (seen?.qty ?? 0) + l.qty,
      unitPricePaise: l.unitPricePaise ?? seen?.unitPricePaise,
    });
  }
  const ids = [...merged.keys()].sort((a, b) => a - b);
  const owners = await tx
    .select({ id: productPrices.id, productId: productPrices.productId })
    .from(productPrices)
    .where(inArray(productPrices.id, ids));
  const productOf = new Map(owners.map((o) => [o.id, o.productId]));
  const wanted = ids.map((id) => ({
    // A pack that does not exist is priced as out of stock by pricePacks (no product for it).
    productId: productOf.get(id) ?? 0,
    productPriceId: id,
    qty: merged.get(id)?.qty ?? 0,
    agreed: merged.get(id)?.unitPricePaise,
  }));
  const snapshot = await productSnapshots(tx, [...new Set(wanted.map((w) => w.productId))]);
  // Staff sell only what the shop's licences cover today, as the checkout does.
  await refuseUnlicensed(tx, snapshot, now);
  const priced = await pricePacks(tx, wanted, snapshot, now);
  const changed: { packId: number; name: string; pack: string; fromPaise: number; toPaise: number }[] = [];
  const withPrices = priced.map((p) => {
    const listed = p.mrp - p.discount;
    const agreed = p.line.agreed;
    if (agreed === undefined || agreed === listed) return { ...p, unitDiscount: p.discount };
    if (agreed > p.mrp) throw invalidInput(staffOrderText.aboveMrp(p.name, p.mrp));
    changed.push({
      packId: p.line.productPriceId,
      name: p.name,
      pack: `${Number(p.qtyLabel)} ${p.unit}`,
      fromPaise: listed,
      toPaise: agreed,
    });
    return { ...p, unitDiscount: p.mrp - agreed };
  });
  if (changed.length > 0) {
    // The server's check, whatever the page showed: a packer's changed price is refused.
    if (!can(who.role, "orderPrices")) throw forbidden(refusal("orderPrices"));
    if ((reason ?? "").trim().length < 5)
      throw invalidInput(staffOrderText.reasonNeeded, { price_reason: staffOrderText.reasonNeeded });
  }
  const totals = cartTotals(
    withPrices.map((p) => ({ qty: p.line.qty, unitMrp: p.mrp, unitDiscount: p.unitDiscount })),
  );
  // The products' names and kinds: placing it checks them against the delivery state (decision 0050).
  return { priced: withPrices, totals, changed, snapshot };
}

export type PricedStaffLines = Awaited<ReturnType<typeof priceStaffLines>>;

/** The delivery charge, COD fee and total by the owner's rules now (a counter sale has no delivery). */
export async function staffCharges(
  tx: Tx,
  delivery: DeliveryService,
  lines: PricedStaffLines,
  pay: StaffPayment,
  pincode: string | null,
) {
  const goods = lines.totals.final;
  if (pay === "cash" || pincode === null) {
    if (goods < 100) throw invalidInput(staffOrderText.tooSmall);
    return { deliveryPaise: 0, codFeePaise: 0, totalPaise: goods, days: 0 };
  }
  const charges = orderCharges(await delivery.rulesIn(tx), {
    goodsPaise: goods,
    weightGrams: lines.priced.reduce((sum, p) => sum + p.grams * p.line.qty, 0),
    pincode,
    method: pay === "cod" ? "COD" : "ONLINE",
  });
  if (!charges.ok) throw invalidInput(charges.message);
  if (charges.totalPaise < 100) throw invalidInput(staffOrderText.tooSmall);
  return charges;
}
