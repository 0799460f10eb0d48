import { z } from "zod";
import { BATCH_NO, parseBatchesCell } from "../batches";
import { countField } from "./catalogue";
import { id, multiline, requiredText } from "./fields";
import { dayField } from "./fulfilment";

// A pack's batches (docs/decisions/0049-batches-and-expiry.md): one set of rules for the back
// office's batches page and the admin API.

export const receiveBatchFields = z.object({
  pack_id: id("Unknown pack size."),
  batch_no: z
    .string({ error: "Enter the batch number as on the label." })
    .trim()
    .regex(
      BATCH_NO,
      "Batch number: write it as on the label, letters and digits (- / . allowed), at most 40 characters.",
    ),
  made_on: dayField("Manufacturing date: write a real day as YYYY-MM-DD."),
  expires_on: dayField("Expiry date: write a real day as YYYY-MM-DD."),
  qty: countField("Quantity: write a whole number of packs from 1 to 1,000,000."),
});

export const correctBatchFields = z.object({
  batch_id: id("Unknown batch."),
  left_was: countField("Reload the page: the count it started from is missing."),
  left: countField("Packs left: write a whole number from 0 to 1,000,000."),
  reason: requiredText("Say why the count changed.", 200),
});

/** The packs already on the shelf, counted into batches: the spreadsheet's `batches` cell. */
export const shelfBatchesFields = z.object({
  pack_id: id("Unknown pack size."),
  batches: multiline(
    requiredText("Write each batch as number|made|expires|packs, separated by ;", 4000),
  ).transform((cell, ctx) => {
    const parsed = parseBatchesCell(cell);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.batches;
  }),
});

/** "Who bought a batch": a batch number searched, or one batch chosen. */
export const batchSearchFields = z.object({
  q: z.string().trim().max(40).optional().default(""),
  batch: z.coerce.number().int().min(1).optional(),
});
