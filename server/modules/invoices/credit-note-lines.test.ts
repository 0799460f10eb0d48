import { describe, expect, it } from "vitest";
import { type TaxedLine, taxLine } from "../../../lib/gst";
import { type CreditLine, creditLines, leftToCredit } from "./credit-note-lines";
import type { Invoice } from "./invoices.schema";

/** An invoice of two goods lines (18% and 5%) and a delivery charge, delivered in the shop's own state. */
const line = (description: string, qty: number, amountPaise: number, ratePercent: 0 | 5 | 18) =>
  taxLine(
    {
      kind: "goods",
      description,
      code: "3101",
      qty,
      pack: "1 kg",
      ratePercent,
      grossPaise: amountPaise,
      discountPaise: 0,
      amountPaise,
    },
    true,
  );
const invoice = {
  intraState: true,
  lines: [
    line("Neem cake", 3, 100_000, 18),
    line("Okra seeds", 1, 45_050, 5),
    line("Delivery", 1, 6_000, 18),
  ],
} as unknown as Invoice;
const note = (lines: CreditLine[]) => ({ lines }) as unknown as Invoice;
const sum = (lines: TaxedLine[]) => lines.reduce((s, l) => s + l.amountPaise, 0);
const adds = (l: TaxedLine) => l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise === l.amountPaise;

describe("a credit note's lines", () => {
  it("credits units of a line at its rate, with the GST split as the invoice's", () => {
    const [one] = creditLines(invoice, [], { lines: [{ invoiceLine: 0, qty: 1, amountPaise: 33_333 }] });
    expect(one).toMatchObject({
      description: "Neem cake",
      qty: 1,
      ratePercent: 18,
      amountPaise: 33_333,
      invoiceLine: 0,
    });
    expect(adds(one)).toBe(true);
    expect(one.igstPaise).toBe(0);
  });

  it("spreads an amount over what each line has left, and the rest after parts is exactly what is left", () => {
    const first = creditLines(invoice, [], { amountPaise: 10_000 });
    expect(sum(first)).toBe(10_000);
    expect(first.every(adds)).toBe(true);
    const second = creditLines(invoice, [note(first)], {
      lines: [{ invoiceLine: 1, qty: 1, amountPaise: 45_050 }],
    });
    // The okra line had less left (part of the amount went to it): the note still credits 450.50.
    expect(sum(second)).toBe(45_050);
    const rest = creditLines(invoice, [note(first), note(second)], "rest");
    expect(sum(first) + sum(second) + sum(rest)).toBe(151_050);
    expect(leftToCredit(invoice, [note(first), note(second), note(rest)]).map((l) => l.amountPaise)).toEqual([
      0, 0, 0,
    ]);
  });

  it("is the invoice line for line when nothing was credited before (a cancel), as an old credit note was", () => {
    const whole = creditLines(invoice, [], "rest");
    expect(whole.map(({ invoiceLine: _, ...l }) => l)).toEqual(invoice.lines);
    // An old note without line marks counts by position: nothing is left after it.
    expect(creditLines(invoice, [note(invoice.lines as CreditLine[])], "rest")).toEqual([]);
  });
});
