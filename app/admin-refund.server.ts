import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "react-router";
import { formatRupees, toRupeeString } from "../lib/money";
import { refundAsk, refundFields } from "../lib/validation/refunds";
import { DomainError } from "../server/pages";
import type { FormAnswer } from "./lib/forms/form-answer";

/** The refund's question as the order page shows it: the amount named, what it is for. */
export interface RefundQuestion {
  /** "₹1,234.00" */
  amount: string;
  /** "1234.00": sent back as `expected_amount`, so a refund that changed meanwhile is refused. */
  expected: string;
  lines: { name: string; qty: number; amount: string }[];
  reason: string;
  restock: boolean;
}

/**
 * The order page's part refund before it is made (docs/decisions/0032-refunds.md), read from its
 * address: `?refund=edit` opens the form; `?refund=check&…` (the form, sent as a GET: it changes
 * nothing) asks the server what it would return, for the question naming the amount, or gives
 * the form back with its messages. The refund itself is the question's POST (intent "refund").
 */
export async function refundStep(
  url: URL,
  context: AppLoadContext,
  orderId: number,
): Promise<{ edit: boolean; answer?: FormAnswer; question?: RefundQuestion } | null> {
  const step = url.searchParams.get("refund");
  if (step === "edit") return { edit: true };
  if (step !== "check") return null;
  const submission = parseWithZod(url.searchParams, { schema: refundFields });
  const back = (reply: SubmissionResult<string[]>) => ({ edit: true, answer: { result: reply } });
  if (submission.status !== "success") return back(submission.reply());
  try {
    const plan = await context.services.refundPart.preview(orderId, refundAsk(submission.value));
    return {
      edit: false,
      question: {
        amount: formatRupees(plan.amountPaise),
        expected: toRupeeString(plan.amountPaise),
        lines: plan.lines.map((l) => ({
          name: `${l.productName} (${l.pack})`,
          qty: l.qty,
          amount: formatRupees(l.amountPaise),
        })),
        reason: submission.value.reason,
        restock: submission.value.restock && plan.lines.length > 0,
      },
    };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const fieldErrors = Object.fromEntries(Object.entries(error.fields ?? {}).map(([k, m]) => [k, [m]]));
    return back(submission.reply({ formErrors: [error.message], fieldErrors }));
  }
}
