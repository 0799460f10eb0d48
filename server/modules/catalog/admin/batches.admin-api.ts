import { z } from "zod";
import { BATCH_CSV_MAX_BYTES, BATCH_CSV_TOO_LARGE, NO_BATCH_CSV } from "../../../../lib/batches-csv";
import { indiaDay } from "../../../../lib/india-time";
import {
  correctBatchFields,
  receiveBatchFields,
  shelfBatchesFields,
} from "../../../../lib/validation/batches";
import { DomainError } from "../../../domain-error";
import { defineAdminApi } from "../../../http/admin-api";
import { multipartFile } from "../../../http/multipart-file";
import { type StaffSessions, staffActor } from "../../staff";
import type { BatchAdmin } from "./batches";
import { type BatchSheet, batchSheetMessage } from "./batches-csv";

const batchJson = z.object({
  id: z.number().int(),
  batch_no: z.string(),
  made_on: z.string().describe("YYYY-MM-DD"),
  expires_on: z.string().describe("The last day it may be sold (India's day), YYYY-MM-DD."),
  received: z.number().int(),
  left: z
    .number()
    .int()
    .describe("Packs on the shelf (a written-off batch's too, until destroyed or sent back)."),
  written_off: z.boolean().describe("Expired: its packs are no longer part of the stock for sale."),
  mark: z.enum(["expired", "expiring", "ok"]).describe("expiring: within 60 days."),
});

const packBatchesJson = z.object({
  pack_id: z.number().int(),
  product_id: z.number().int(),
  label: z.string(),
  stock: z.number().int(),
  batches: z.array(batchJson),
});

type PackBatchesView = Awaited<ReturnType<BatchAdmin["list"]>>;

const present = (p: PackBatchesView): z.infer<typeof packBatchesJson> => ({
  pack_id: p.packId,
  product_id: p.productId,
  label: p.label,
  stock: p.stock,
  batches: p.batches.map((b) => ({
    id: b.id,
    batch_no: b.batchNo,
    made_on: b.madeOn,
    expires_on: b.expiresOn,
    received: b.received,
    left: b.left,
    written_off: b.writtenOff,
    mark: b.mark,
  })),
});

/**
 * A pack's batches from the back office (docs/decisions/0049-batches-and-expiry.md): the same
 * service calls and audit as the pack's batches page.
 */
export function batchesAdminApi(batches: BatchAdmin, sheet: BatchSheet, sessions: StaffSessions) {
  const api = defineAdminApi("Batches", sessions);

  api.post(
    {
      path: "/batches/list",
      summary: "A pack's batches, earliest expiry first.",
      permission: "stock",
      body: z.object({ pack_id: receiveBatchFields.shape.pack_id }),
      data: packBatchesJson,
      errors: ["not_found"],
    },
    async (_c, body) => ({ data: present(await batches.list(body.pack_id)) }),
  );

  api.post(
    {
      path: "/batches/receive",
      summary: "Receives a batch: its packs join the stock (a `received` movement), audited.",
      description:
        "A pack whose stock is in no batch must first have it counted into batches (`/batches/count-shelf`). An expired batch, or a batch number the pack already has, is refused.",
      permission: "stock",
      body: receiveBatchFields,
      data: packBatchesJson,
      errors: ["not_found", "conflict"],
    },
    async (_c, body, me) => {
      await batches.receive(staffActor(me), body.pack_id, {
        batchNo: body.batch_no,
        madeOn: body.made_on,
        expiresOn: body.expires_on,
        qty: body.qty,
      });
      return { data: present(await batches.list(body.pack_id)), message: `Batch ${body.batch_no} received.` };
    },
  );

  api.post(
    {
      path: "/batches/correct",
      summary: "Corrects a batch's count, with the reason, audited.",
      description:
        "`left_was` is the count the form showed: if a sale changed it since, the correction is refused (409). A written-off batch's count moves no stock.",
      permission: "stock",
      body: correctBatchFields,
      data: packBatchesJson,
      errors: ["not_found", "conflict"],
    },
    async (_c, body, me) => {
      const packId = await batches.correct(
        staffActor(me),
        body.batch_id,
        body.left_was,
        body.left,
        body.reason,
      );
      return { data: present(await batches.list(packId)), message: "The batch's count is saved." };
    },
  );

  api.post(
    {
      path: "/batches/count-shelf",
      summary:
        "Counts the packs already on the shelf into batches (a pack's first batches); the stock does not move.",
      description: 'Batches as "number|made|expires|packs; …", adding up to the pack\'s stock.',
      permission: "stock",
      body: shelfBatchesFields,
      data: packBatchesJson,
      errors: ["not_found", "conflict"],
    },
    async (_c, body, me) => {
      await batches.countShelf(staffActor(me), body.pack_id, body.batches);
      return { data: present(await batches.list(body.pack_id)), message: "Counted into batches." };
    },
  );

  api.post(
    {
      path: "/batches/export",
      summary: "Every batch, and every regulated pack with none yet, as CSV (docs/decisions/0053).",
      description:
        "Answers `text/csv` (a download), not JSON. Columns: pack_id, sku, product, size, unit, batch_no, made_on, expires_on, received, left, written_off.",
      permission: "stock",
      body: z.object({}),
      data: z.string(),
    },
    async (c) =>
      c.body(await sheet.exportCsv(), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="batches-${indiaDay(new Date())}.csv"`,
      }),
  );

  api.postRaw(
    {
      path: "/batches/import",
      summary: "Receives the batches a CSV names that its packs do not have yet: all of them, or none.",
      description:
        "A row of a batch already received is left alone when its dates and `received` are the same, and refused otherwise. Every problem is listed (row and column) and nothing is received while there is one. Dates as YYYY-MM-DD or day first (30-06-2027). 2 MB and 5,000 rows at most.",
      permission: "stock",
      bodyType: "multipart/form-data",
      body: z.object({ file: z.string().meta({ format: "binary" }) }),
      data: z.object({
        received: z.array(z.object({ label: z.string(), batch_no: z.string(), qty: z.number().int() })),
        unchanged: z.number().int(),
      }),
      errors: ["not_found", "too_large", "unsupported_media_type"],
    },
    async (c, me) => {
      const { file } = await multipartFile(c, {
        notMultipart: "Send the file as multipart/form-data, in a field named file.",
        noFile: NO_BATCH_CSV,
      });
      if (file.size > BATCH_CSV_MAX_BYTES)
        throw new DomainError("too_large", BATCH_CSV_TOO_LARGE, { file: BATCH_CSV_TOO_LARGE });
      const result = await sheet.importCsv(staffActor(me), new Uint8Array(await file.arrayBuffer()));
      return {
        data: {
          received: result.received.map((b) => ({ label: b.label, batch_no: b.batchNo, qty: b.qty })),
          unchanged: result.unchanged,
        },
        message: batchSheetMessage(result),
      };
    },
  );

  return api;
}
