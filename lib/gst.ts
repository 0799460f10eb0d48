import { assertPaise, type Paise } from "./money";
import type { RegulatedKind } from "./regulated";

/**
 * GST on the shop's invoices. Prices are GST-inclusive: what the customer pays for a line is
 * split into its taxable value and the tax in it, rounded once per line, half-up to the paisa,
 * and the tax is CGST + SGST in two equal halves (delivery in the shop's own state) or IGST
 * (elsewhere). Every
 * paisa charged is on exactly one line, so the invoice's taxable value plus tax is always the
 * amount charged (lib/gst.test.ts proves it for any cart).
 */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

export const isGstRate = (n: unknown): n is GstRate => (GST_RATES as readonly unknown[]).includes(n);

/** A product line as charged, GST included, before the order's promo discount. */
export interface GoodsLine {
  description: string;
  /** The product's HSN code (4, 6 or 8 digits). */
  hsn: string;
  qty: number;
  /** "500 g", "1 L": the pack. */
  pack: string;
  ratePercent: GstRate;
  grossPaise: Paise;
  /** Regulated goods: what the law asks printed on the line (docs/decisions/0047-regulated-sales.md). */
  regulated?: RegulatedLine;
}

/**
 * What a regulated product's invoice line carries, kept as issued: its registration (the CIB&RC
 * number of an insecticide; a fertiliser's grade; a seed's variety) and the batches its units
 * were taken from, with their expiry (earliest first).
 */
export interface RegulatedLine {
  /** The law the product was sold under, as on the day of issue. */
  kind: RegulatedKind;
  /** The CIB&RC registration number, the fertiliser's grade or the seed's variety and lot; "" if none. */
  registrationNo: string;
  batches: { batch: string; expiresOn: string; qty: number }[];
}

/** A charge on the order (delivery, COD fee): not discounted; taxed at the goods' highest rate. */
export interface ChargeLine {
  description: string;
  /** The service's SAC code. */
  sac: string;
  amountPaise: Paise;
}

export interface TaxedLine {
  kind: "goods" | "charge";
  description: string;
  /** HSN for goods, SAC for a charge. */
  code: string;
  qty: number;
  pack: string;
  ratePercent: GstRate;
  /** Before the order's promo discount. */
  grossPaise: Paise;
  /** This line's share of the promo discount. */
  discountPaise: Paise;
  /** What was charged for the line, GST included: gross − discount = taxable + tax. */
  amountPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** Regulated goods only (absent on invoices issued before batches were kept). */
  regulated?: RegulatedLine;
}

export interface TaxTotals {
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** The amount charged: taxable value plus every tax. */
  totalPaise: Paise;
}

/** The taxable value in a GST-inclusive amount: amount × 100 / (100 + rate), half-up to the paisa. */
export function taxableValue(amount: Paise, rate: GstRate): Paise {
  assertPaise(amount);
  if (amount < 0) throw new RangeError("an amount charged is never negative");
  const d = 100 + rate;
  // (amount·100/d + ½) floored, in integers: (2·amount·100 + d) / 2d.
  return Math.floor((2 * amount * 100 + d) / (2 * d));
}

/**
 * Shares `total` out over `weights` in proportion, in whole paise that add up to it exactly
 * (largest remainder; ties go to the earlier line). No share is above its weight when total ≤
 * the sum of the weights.
 */
export function allocate(total: Paise, weights: Paise[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  const rest = weights.map((w, i) => ({ i, r: (total * w) % sum })).sort((a, b) => b.r - a.r || a.i - b.i);
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (const { i } of rest) {
    if (left === 0) break;
    shares[i]++;
    left--;
  }
  return shares;
}

/** One line's taxable value and tax, from the amount charged for it (GST included). */
export function taxLine(
  base: Omit<TaxedLine, "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise">,
  intraState: boolean,
): TaxedLine {
  let taxable = taxableValue(base.amountPaise, base.ratePercent);
  let tax = base.amountPaise - taxable;
  // CGST and SGST are always the same amount: an odd paisa of tax moves to the taxable value
  // (up or down, whichever is nearer the exact figure), so the line still adds up to what was
  // charged and stays within a paisa of its exact taxable value.
  if (intraState && tax % 2 === 1) {
    // Up when the rounded taxable value is at or below the exact one (so by default the taxable
    // value takes the paisa), down when it was rounded up.
    const roundedUp = taxable * (100 + base.ratePercent) > base.amountPaise * 100;
    const towardExact = roundedUp ? -1 : 1;
    taxable += towardExact;
    tax -= towardExact;
  }
  return {
    ...base,
    taxablePaise: taxable,
    cgstPaise: intraState ? tax / 2 : 0,
    sgstPaise: intraState ? tax / 2 : 0,
    igstPaise: intraState ? 0 : tax,
  };
}

/**
 * The invoice's lines: the promo discount shared over the goods in proportion to their
 * amounts, each line split into taxable value and tax, and the charges taxed at the highest
 * rate of the goods (a charge follows the goods it delivers; with mixed rates the highest).
 */
export function taxLines(input: {
  goods: GoodsLine[];
  charges: ChargeLine[];
  promoDiscountPaise: Paise;
  intraState: boolean;
}): { lines: TaxedLine[]; totals: TaxTotals } {
  const { goods, charges, intraState } = input;
  const gross = goods.map((g) => g.grossPaise);
  if (input.promoDiscountPaise > gross.reduce((a, b) => a + b, 0)) {
    throw new RangeError("the discount is more than the goods");
  }
  const shares = allocate(input.promoDiscountPaise, gross);
  const chargeRate = goods.reduce<GstRate>((m, g) => (g.ratePercent > m ? g.ratePercent : m), 0);
  const lines: TaxedLine[] = [
    ...goods.map((g, i) =>
      taxLine(
        {
          kind: "goods",
          description: g.description,
          code: g.hsn,
          qty: g.qty,
          pack: g.pack,
          ratePercent: g.ratePercent,
          grossPaise: g.grossPaise,
          discountPaise: shares[i],
          amountPaise: g.grossPaise - shares[i],
          ...(g.regulated ? { regulated: g.regulated } : {}),
        },
        intraState,
      ),
    ),
    ...charges
      .filter((c) => c.amountPaise > 0)
      .map((c) =>
        taxLine(
          {
            kind: "charge",
            description: c.description,
            code: c.sac,
            qty: 1,
            pack: "",
            ratePercent: chargeRate,
            grossPaise: c.amountPaise,
            discountPaise: 0,
            amountPaise: c.amountPaise,
          },
          intraState,
        ),
      ),
  ];
  return { lines, totals: sumLines(lines) };
}

export function sumLines(lines: TaxedLine[]): TaxTotals {
  const t = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
  for (const l of lines) {
    t.taxablePaise += l.taxablePaise;
    t.cgstPaise += l.cgstPaise;
    t.sgstPaise += l.sgstPaise;
    t.igstPaise += l.igstPaise;
    t.totalPaise += l.amountPaise;
  }
  return t;
}

/** Taxable value and tax by rate, as a GST return asks for them. */
export function byRate(lines: TaxedLine[]): (TaxTotals & { ratePercent: GstRate })[] {
  const rates = [...new Set(lines.map((l) => l.ratePercent))].sort((a, b) => a - b);
  return rates.map((r) => ({ ratePercent: r, ...sumLines(lines.filter((l) => l.ratePercent === r)) }));
}
