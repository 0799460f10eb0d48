import { allocate, type TaxedLine, taxLine } from "../../../lib/gst";
import type { Paise } from "../../../lib/money";
import type { Invoice } from "./invoices.schema";

/** A credit note's line: a taxed line, with the index of the invoice line it reduces. */
export type CreditLine = TaxedLine & { invoiceLine?: number };

/**
 * What a credit note credits (docs/decisions/0032-refunds.md): units of some of the invoice's
 * lines at the amounts charged for them, an amount spread over the lines, or all that earlier
 * credit notes left (a cancel).
 */
export type CreditAsk =
  | { lines: { invoiceLine: number; qty: number; amountPaise: Paise }[] }
  | { amountPaise: Paise }
  | "rest";

/**
 * Each invoice line's amount and quantity not yet credited. A credit note written before part
 * refunds existed copies the invoice, line for line: its lines count by position.
 */
export function leftToCredit(invoice: Invoice, notes: Invoice[]): { amountPaise: Paise; qty: number }[] {
  const left = (invoice.lines as TaxedLine[]).map((l) => ({ amountPaise: l.amountPaise, qty: l.qty }));
  for (const note of notes) {
    (note.lines as CreditLine[]).forEach((l, i) => {
      const at = left[l.invoiceLine ?? i];
      if (!at) return;
      at.amountPaise -= l.amountPaise;
      at.qty -= l.qty;
    });
  }
  return left;
}

/** The lines of one credit note, each taxed at its invoice line's rate and split as the invoice's place of supply says. */
export function creditLines(invoice: Invoice, notes: Invoice[], ask: CreditAsk): CreditLine[] {
  const lines = invoice.lines as TaxedLine[];
  const left = leftToCredit(invoice, notes);
  const part = (i: number, amountPaise: Paise, qty: number): CreditLine => {
    const l = lines[i];
    // Untouched and credited whole: the invoice's own line, exactly as it was charged.
    if (amountPaise === l.amountPaise && qty === l.qty) return { ...l, invoiceLine: i };
    return {
      ...taxLine(
        {
          kind: l.kind,
          description: l.description,
          code: l.code,
          qty,
          pack: l.pack,
          ratePercent: l.ratePercent,
          grossPaise: amountPaise,
          discountPaise: 0,
          amountPaise,
        },
        invoice.intraState,
      ),
      invoiceLine: i,
    };
  };
  let wanted: { i: number; amountPaise: Paise; qty: number }[];
  if (ask === "rest") {
    wanted = left.map((l, i) => ({ i, amountPaise: l.amountPaise, qty: Math.max(l.qty, 0) }));
  } else if ("lines" in ask) {
    // Each line's units at what was charged for them; should an earlier amount credit have
    // taken part of a line, what that line no longer holds is spread over the others, so the
    // note always credits exactly the refund.
    wanted = ask.lines.map((l) => ({
      i: l.invoiceLine,
      amountPaise: Math.max(Math.min(l.amountPaise, left[l.invoiceLine]?.amountPaise ?? 0), 0),
      qty: l.qty,
    }));
    const over =
      ask.lines.reduce((sum, l) => sum + l.amountPaise, 0) - wanted.reduce((s, w) => s + w.amountPaise, 0);
    if (over > 0) {
      const room = left.map((l, i) =>
        Math.max(l.amountPaise - wanted.filter((w) => w.i === i).reduce((s, w) => s + w.amountPaise, 0), 0),
      );
      allocate(over, room).forEach((amountPaise, i) => {
        if (amountPaise > 0) wanted.push({ i, amountPaise, qty: 0 });
      });
    }
  } else {
    // An amount (a goodwill refund, a delivery charge): shared over what each line has left, so
    // no line is credited more than was charged for it. Its quantities stay as they are (0).
    const shares = allocate(
      ask.amountPaise,
      left.map((l) => Math.max(l.amountPaise, 0)),
    );
    wanted = shares.map((amountPaise, i) => ({ i, amountPaise, qty: 0 }));
  }
  return wanted.filter((w) => w.amountPaise > 0 && lines[w.i]).map((w) => part(w.i, w.amountPaise, w.qty));
}
