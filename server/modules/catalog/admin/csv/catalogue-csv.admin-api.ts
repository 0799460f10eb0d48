import type { Context } from "hono";
import { z } from "zod";
import {
  CSV_APPLY_PATH,
  CSV_MAX_BYTES,
  CSV_PREVIEW_PATH,
  CSV_TOO_LARGE,
  NO_CSV,
} from "../../../../../lib/catalogue-csv";
import { indiaDay } from "../../../../../lib/india-time";
import { DomainError, invalidInput } from "../../../../domain-error";
import { ADMIN_API_PREFIX, defineAdminApi } from "../../../../http/admin-api";
import type { AppEnv } from "../../../../http/app-env";
import { multipartFile } from "../../../../http/multipart-file";
import { type StaffSessions, staffActor } from "../../../staff";
import type { CatalogAdmin } from "../catalog-admin.service";
import {
  appliedMessage,
  presentPreview,
  presentSummary,
  previewJson,
  previewMessage,
  summaryJson,
} from "./csv-present";

const NOT_MULTIPART = "Send the file as multipart/form-data, in a field named file.";

/** The uploaded file and the form's other fields; a clear 4xx for anything else. */
async function csvUpload(c: Context<AppEnv>) {
  const { file, form } = await multipartFile(c, { notMultipart: NOT_MULTIPART, noFile: NO_CSV });
  if (file.size > CSV_MAX_BYTES) throw new DomainError("too_large", CSV_TOO_LARGE, { file: CSV_TOO_LARGE });
  const name = (file.name || "catalogue.csv").slice(0, 200);
  return { bytes: new Uint8Array(await file.arrayBuffer()), name, token: form.token };
}

const fileBody = z.object({ file: z.string().meta({ format: "binary" }) });
const relative = (path: string) => path.slice(`/api${ADMIN_API_PREFIX}`.length);

/** The catalogue as a spreadsheet (docs/decisions/0014-catalogue-spreadsheet.md). */
export function catalogueCsvApi(admin: CatalogAdmin, sessions: StaffSessions) {
  const api = defineAdminApi("Catalogue spreadsheet", sessions);

  api.post(
    {
      path: "/catalogue/export",
      summary: "Every product and pack size as CSV, one row per pack (UTF-8 with a byte-order mark).",
      description:
        "Answers `text/csv` (a download), not JSON. Columns: sku, name, category, short_description, active, featured, pack_id, size, unit, mrp, discount, stock, low_stock, sellable, version, stock_was.",
      permission: "catalogue",
      body: z.object({}),
      data: z.string(),
    },
    async (c) => {
      const { csv } = await admin.csv.exportCsv();
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="catalogue-${indiaDay(new Date())}.csv"`,
      });
    },
  );

  api.postRaw(
    {
      path: relative(CSV_PREVIEW_PATH),
      summary: "Dry run of a CSV import: every row that would change (before → after) and every error.",
      description:
        "Writes nothing. Rows with the same SKU are one product; an unknown SKU is a new product; a row without pack_id adds a pack size (or matches the product's pack of that size); an empty cell changes nothing. Files saved by Excel or Google Sheets are read as they are (byte-order mark, quoted cells, ₹ and thousands separators, CRLF, empty rows). 5 MB and 10,000 rows at most.",
      permission: "catalogue",
      bodyType: "multipart/form-data",
      body: fileBody,
      data: previewJson,
      errors: ["too_large", "unsupported_media_type"],
    },
    async (c) => {
      const { bytes } = await csvUpload(c);
      const preview = await admin.csv.preview(bytes);
      return { data: presentPreview(preview), message: previewMessage(preview) };
    },
  );

  api.postRaw(
    {
      path: relative(CSV_APPLY_PATH),
      summary: "Imports a previewed CSV in one transaction: all of it, or with any bad row nothing.",
      description:
        'Send the same file and the preview\'s `token`. The import is worked out again on the locked rows; if that differs from the preview (a sale or an edit meanwhile) the answer is 409 and nothing changes. Every change is in the audit log (stock changes with the reason "CSV import"); changed products move to their next version; the storefront shows the new prices at once.',
      permission: "catalogue",
      bodyType: "multipart/form-data",
      body: fileBody.extend({ token: z.string() }),
      data: summaryJson,
      errors: ["conflict", "too_large", "unsupported_media_type"],
    },
    async (c, me) => {
      const { bytes, name, token } = await csvUpload(c);
      if (typeof token !== "string" || !/^[0-9a-f]{64}$/.test(token)) {
        const message = "Preview the file first: apply needs the preview's token.";
        throw invalidInput(message, { token: message });
      }
      const summary = await admin.csv.apply(staffActor(me), bytes, name, token);
      return { data: presentSummary(summary), message: appliedMessage(summary) };
    },
  );

  return api;
}
