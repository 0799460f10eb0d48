import { and, asc, eq } from "drizzle-orm";
import { type Business, business as defaultBusiness } from "../../../lib/business";
import { type GoodsLine, isGstRate, sumLines, taxLines } from "../../../lib/gst";
import { findState, stateByGstCode } from "../../../lib/india-states";
import { registrationFor } from "../../../lib/regulated-fields";
import { products } from "../catalog";
import { validLicencesIn } from "../licences";
import type { Tx } from "../orders";
import { lineBatches, type Order, orderLines, orders } from "../orders";
import { shopSettingsTable as shopSettings } from "../settings";
import { type CreditAsk, creditLines } from "./credit-note-lines";
import { documentNumber, financialYear, invoicePrefix, takeNumber } from "./invoice-numbers";
import type { InvoiceBuyer, InvoiceSupplier } from "./invoice-types";
import { type Invoice, type InvoiceKind, invoices } from "./invoices.schema";

/** The services an order's charges are (SAC codes): delivery is goods transport, the COD fee a collection service. */
export const CHARGE_CODES = { delivery: "9965", codFee: "9971" } as const;

export interface IssueOptions {
  /** The identity's defaults under the owner's saved settings (lib/business.ts with BUSINESS_*). */
  defaults?: Business;
  now?: Date;
}

/**
 * The supplier as the settings and licences stand in this transaction (never a cached copy):
 * the licences valid on India's day of `now` are printed with it.
 */
async function supplierOf(
  tx: Tx,
  defaults: Business,
  now: Date,
): Promise<InvoiceSupplier & { prefix: string }> {
  const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.key, "identity"));
  const b: Business = { ...defaults, ...((row?.value as Partial<Business>) ?? {}) };
  const state = stateByGstCode(b.stateCode);
  return {
    name: b.name,
    legalName: b.legalName || b.name,
    address: b.address,
    gstin: b.gstin,
    state: state?.name ?? "",
    stateCode: b.stateCode,
    email: b.email,
    phone: b.phones.customerCare[0] ?? "",
    licences: (await validLicencesIn(tx, now)).map(({ kind, number }) => ({ kind, number })),
    prefix: invoicePrefix(b.invoicePrefix, b.shortName),
  };
}

function buyerOf(o: Order): InvoiceBuyer {
  return {
    name: o.shipFullName,
    legalName: o.buyerLegalName,
    gstin: o.buyerGstin,
    address: [o.shipAddress1, o.shipAddress2, o.shipLandmark, o.shipCity].filter(Boolean).join(", "),
    state: o.shipState,
    pincode: o.shipPincode,
    phone: o.shipMobile,
    email: o.shipEmail,
  };
}

/** The order's lines with the products' HSN codes and GST rates as they are now. */
async function goodsOf(tx: Tx, orderId: number): Promise<GoodsLine[]> {
  const rows = await tx
    .select({
      line: orderLines,
      hsn: products.hsnCode,
      rate: products.gstRate,
      kind: products.regulatedKind,
      registrationNo: products.registrationNo,
      grade: products.grade,
      variety: products.variety,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  // The batches each line's units came from, earliest expiry first (docs/decisions/0049-batches-and-expiry.md).
  const batchesOf = await lineBatches(tx, [orderId]);
  return rows.map(({ line, hsn, rate, kind, ...label }) => {
    const batches = batchesOf.get(line.id) ?? [];
    return {
      description: line.productName,
      hsn,
      qty: line.qty,
      pack: `${Number(line.priceQty)} ${line.unit}`,
      ratePercent: isGstRate(rate) ? rate : 18,
      grossPaise: line.lineTotalPaise,
      // The registration as the product has it on the day of issue (decision 0048), and the
      // batches the units were taken from (decision 0049).
      ...(kind !== "none" || batches.length
        ? { regulated: { kind, registrationNo: registrationFor(kind, label), batches } }
        : {}),
    };
  });
}

const existing = async (tx: Tx, orderId: number, kind: InvoiceKind) =>
  (
    await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)))
  )[0];

/**
 * The order's tax invoice, issued inside the caller's transaction (a settled payment, a COD
 * order's cash collected): the next number of the financial year, the supplier from the
 * settings, the buyer and place of supply from the order, and every line's tax computed once
 * and stored. An order that has its invoice gets the same one back.
 */
export async function issueInvoice(tx: Tx, orderId: number, opts: IssueOptions = {}): Promise<Invoice> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw new Error(`order ${orderId} does not exist`);
  const already = await existing(tx, orderId, "INVOICE");
  if (already) return already;
  const now = opts.now ?? new Date();
  const { prefix, ...supplier } = await supplierOf(tx, opts.defaults ?? defaultBusiness, now);
  // Place of supply: where the goods are delivered. A state the shop cannot name (an old
  // free-text address) counts as the shop's own, as for a sale over the counter.
  const delivered = findState(order.shipState);
  const pos = delivered ?? stateByGstCode(supplier.stateCode);
  const intraState = !pos || pos.gstCode === supplier.stateCode;
  const { lines, totals } = taxLines({
    goods: await goodsOf(tx, orderId),
    charges: [
      { description: "Delivery charge", sac: CHARGE_CODES.delivery, amountPaise: order.deliveryChargePaise },
      { description: "Cash on delivery fee", sac: CHARGE_CODES.codFee, amountPaise: order.codFeePaise },
    ],
    promoDiscountPaise: order.promoDiscountPaise,
    intraState,
  });
  if (totals.totalPaise !== order.totalPaise) {
    throw new Error(
      `order ${orderId}: invoice lines add up to ${totals.totalPaise}, charged ${order.totalPaise}`,
    );
  }
  const fy = financialYear(now);
  const seq = await takeNumber(tx, "INVOICE", fy);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: "INVOICE",
      number: documentNumber(prefix, "INVOICE", fy, seq),
      financialYear: fy,
      seq,
      orderId,
      issuedAt: now,
      supplier,
      buyer: buyerOf(order),
      placeOfSupply: delivered?.name ?? pos?.name ?? order.shipState,
      placeOfSupplyCode: pos?.gstCode ?? "",
      intraState,
      lines,
      ...totals,
    })
    .returning();
  return row;
}

/**
 * A credit note inside the caller's transaction (its own series): by default for all that
 * earlier credit notes left of the invoice (a cancelled order: the whole invoice when there were
 * none), or for the part a refund returns (credit-note-lines.ts). None when the order has no
 * invoice or nothing is left to credit.
 */
export async function issueCreditNote(
  tx: Tx,
  orderId: number,
  opts: IssueOptions = {},
  ask: CreditAsk = "rest",
): Promise<Invoice | null> {
  const invoice = await existing(tx, orderId, "INVOICE");
  if (!invoice) return null;
  const notes = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "CREDIT_NOTE")))
    .orderBy(asc(invoices.id));
  const lines = creditLines(invoice, notes, ask);
  if (lines.length === 0) return null;
  const now = opts.now ?? new Date();
  const { prefix } = await supplierOf(tx, opts.defaults ?? defaultBusiness, now);
  const fy = financialYear(now);
  const seq = await takeNumber(tx, "CREDIT_NOTE", fy);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: "CREDIT_NOTE",
      number: documentNumber(prefix, "CREDIT_NOTE", fy, seq),
      financialYear: fy,
      seq,
      orderId,
      invoiceId: invoice.id,
      issuedAt: now,
      supplier: invoice.supplier,
      buyer: invoice.buyer,
      placeOfSupply: invoice.placeOfSupply,
      placeOfSupplyCode: invoice.placeOfSupplyCode,
      intraState: invoice.intraState,
      lines,
      ...sumLines(lines),
    })
    .returning();
  return row;
}
