import { rupeesInWords } from "../../../lib/amount-in-words";
import { byRate, type TaxedLine } from "../../../lib/gst";
import { INDIA_TIME_ZONE, shopDay } from "../../../lib/india-time";
import { formatRupees, type Paise } from "../../../lib/money";
import { LICENCE_KIND_LABELS } from "../../../lib/regulated";
import { registrationLine } from "../../../lib/regulated-fields";
import type { InvoiceBuyer, InvoiceSupplier } from "./invoice-types";
import type { Invoice } from "./invoices.schema";

/** An amount as an invoice's table shows it: Indian grouping, two decimals, no symbol. */
export const figures = (paise: Paise) =>
  (paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An invoice's date, in India's time: "23 Nov 2026". */
export const invoiceDate = (at: Date) =>
  at.toLocaleDateString("en-IN", {
    timeZone: INDIA_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
  });

export interface InvoiceViewLine {
  n: number;
  description: string;
  pack: string;
  /** A regulated product's registration as printed ("CIB&RC reg. no. …"); "" for none. */
  registration: string;
  code: string;
  qty: string;
  taxable: string;
  rate: string;
  cgst: string;
  sgst: string;
  igst: string;
  amount: string;
  /** The batches the units came from, with their expiry: "Batch B123 (expires 30 Jun 2027) × 3"; "" for none. */
  batches: string;
}

/**
 * One invoice or credit note as words and figures, the same for its web page, its PDF and the
 * back office: the stored lines, never computed again.
 */
export interface InvoiceView {
  kind: Invoice["kind"];
  title: string;
  number: string;
  date: string;
  orderId: number;
  /** A credit note's invoice number. */
  against: string | null;
  /** A credit note's sentence: whether it cancels the invoice in full or credits part of it. */
  creditSays: string | null;
  supplier: InvoiceSupplier;
  /** "Licences: Insecticides WB/INS/…, Fertilisers …" as issued; "" when none was printed. */
  licences: string;
  buyer: InvoiceBuyer;
  placeOfSupply: string;
  intraState: boolean;
  lines: InvoiceViewLine[];
  /** Label and amount, the last being the total. */
  totals: [string, string][];
  /** Taxable value and tax by rate. */
  rates: { rate: string; taxable: string; tax: string }[];
  inWords: string;
}

/** The licences the supplier held on the day of issue, in one line. */
const licencesLine = (s: InvoiceSupplier) =>
  s.licences?.length
    ? `Licences: ${s.licences.map((l) => `${LICENCE_KIND_LABELS[l.kind]} ${l.number}`).join(", ")}`
    : "";

const taxOf = (l: { cgstPaise: Paise; sgstPaise: Paise; igstPaise: Paise }) =>
  l.cgstPaise + l.sgstPaise + l.igstPaise;

/**
 * `against`: a credit note's invoice number; `whole`: whether the credit note cancels all of it
 * (a cancelled order with no part refunds before) or credits a part (decision 0032).
 */
export function invoiceView(inv: Invoice, against: string | null = null, whole = true): InvoiceView {
  const lines = inv.lines as TaxedLine[];
  const totals: [string, string][] = [["Taxable value", formatRupees(inv.taxablePaise)]];
  if (inv.intraState) {
    totals.push(["CGST", formatRupees(inv.cgstPaise)], ["SGST / UTGST", formatRupees(inv.sgstPaise)]);
  } else totals.push(["IGST", formatRupees(inv.igstPaise)]);
  totals.push([
    inv.kind === "CREDIT_NOTE" ? "Total credited" : "Total (tax included)",
    formatRupees(inv.totalPaise),
  ]);
  return {
    kind: inv.kind,
    title: inv.kind === "CREDIT_NOTE" ? "Credit note" : "Tax invoice",
    number: inv.number,
    date: invoiceDate(inv.issuedAt),
    orderId: inv.orderId,
    against,
    creditSays:
      inv.kind !== "CREDIT_NOTE"
        ? null
        : whole
          ? "This credit note cancels the invoice above in full."
          : "This credit note credits part of the invoice above: the lines and amounts shown, refunded.",
    supplier: inv.supplier,
    licences: licencesLine(inv.supplier),
    buyer: inv.buyer,
    placeOfSupply: inv.placeOfSupplyCode
      ? `${inv.placeOfSupply} (${inv.placeOfSupplyCode})`
      : inv.placeOfSupply,
    intraState: inv.intraState,
    lines: lines.map((l, i) => ({
      n: i + 1,
      description: l.description,
      pack: l.pack,
      registration: registrationLine(l.regulated),
      code: l.code,
      qty: String(l.qty),
      taxable: figures(l.taxablePaise),
      rate: `${l.ratePercent}%`,
      cgst: figures(l.cgstPaise),
      sgst: figures(l.sgstPaise),
      igst: figures(l.igstPaise),
      amount: figures(l.amountPaise),
      batches: (l.regulated?.batches ?? [])
        .map((b) => `Batch ${b.batch} (expires ${shopDay(b.expiresOn)}) × ${b.qty}`)
        .join("; "),
    })),
    totals,
    rates: byRate(lines).map((r) => ({
      rate: `${r.ratePercent}%`,
      taxable: figures(r.taxablePaise),
      tax: figures(taxOf(r)),
    })),
    inWords: rupeesInWords(inv.totalPaise),
  };
}
