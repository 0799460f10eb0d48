import { z } from "zod";
import { countField, paise, rupeesField } from "./catalogue";
import { id, multiline, requiredText } from "./fields";

/**
 * What staff type to refund part of an order (docs/decisions/0032-refunds.md): how many of
 * each line, or an amount, with the reason the customer reads, and whether the lines' packs go
 * back on the shelf. The order page (in the browser and in its action) and the admin API check
 * with these same rules.
 */
export const refundMessages = {
  reason: "Please say why you are refunding; the customer reads it.",
  amount: "Enter the amount in rupees, e.g. 250 or 250.50.",
  qty: "Enter how many to refund: 0 or more.",
  what: "Enter how many of a line to refund, or an amount to refund — one of the two.",
} as const;

const base = z.object({
  lines: z
    .array(
      z.object({
        line_id: id("This line is not in the order. Reload the page."),
        qty: countField(refundMessages.qty, 100_000).default(0),
      }),
    )
    .max(200)
    .default([]),
  amount: rupeesField(refundMessages.amount).optional(),
  reason: multiline(requiredText(refundMessages.reason, 500)),
  restock: z.boolean().default(false),
  /** The amount the confirming question named; the refund is refused if it is no longer that. */
  expected_amount: rupeesField(refundMessages.amount).optional(),
});

type Ask = z.output<typeof base>;

/** Lines or an amount, one of the two. */
const oneOfTheTwo = (v: Ask, ctx: z.RefinementCtx) => {
  const lines = v.lines.some((l) => l.qty > 0);
  const amount = v.amount !== undefined && paise(v.amount) > 0;
  if (lines === amount) ctx.addIssue({ code: "custom", message: refundMessages.what, path: [] });
};

/** The order page's refund form (its lines as `lines[0].line_id`, `lines[0].qty`, …). */
export const refundFields = base.superRefine(oneOfTheTwo);
/** The admin API's body: the form's fields and the order. */
export const refundBody = base
  .extend({ order_id: id("order_id must be an order number.") })
  .superRefine(oneOfTheTwo);

/** A refund as the services take it: paise, and only the lines asked for. */
export const refundAsk = (v: Ask) => ({
  // Each line keeps the name of its field, for a message about it (`lines[2].qty`).
  lines: v.lines
    .map((l, i) => ({ lineId: l.line_id, qty: l.qty, field: `lines[${i}].qty` }))
    .filter((l) => l.qty > 0),
  amountPaise: v.amount !== undefined ? paise(v.amount) : undefined,
  reason: v.reason,
  restock: v.restock,
  expectedPaise: v.expected_amount !== undefined ? paise(v.expected_amount) : undefined,
});
export type RefundAsk = ReturnType<typeof refundAsk>;
