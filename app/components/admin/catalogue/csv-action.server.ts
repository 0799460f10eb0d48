import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { CSV_MAX_BYTES, CSV_TOO_LARGE, NO_CSV } from "../../../../lib/catalogue-csv";
import {
  appliedMessage,
  presentPreview,
  presentSummary,
  previewMessage,
} from "../../../../server/modules/catalog";
import { requireStaffPage } from "../../../admin-session.server";
import { readForm } from "../../../lib/forms/form-action.server";

const TOKEN = "Preview the file first: apply needs the preview's token.";

/**
 * The previewed file travels back with the page (base64 in a hidden field) so that Apply, and
 * Preview again, work without the browser keeping the chosen file: with scripts or without.
 */
const csvFields = z.object({
  intent: z.enum(["preview", "apply"]),
  csv: z
    .string()
    .max(Math.ceil((CSV_MAX_BYTES * 4) / 3) + 4, CSV_TOO_LARGE)
    .optional(),
  name: z.string().trim().max(200).optional(),
  token: z
    .string()
    .regex(/^[0-9a-f]{64}$/, TOKEN)
    .optional(),
});

/**
 * The spreadsheet page's two steps, as the API's /catalogue/import/preview and /apply: preview a
 * chosen file (writes nothing), then apply exactly that file with the preview's token.
 */
export async function catalogueCsvAction(request: Request, context: AppLoadContext) {
  const me = await requireStaffPage(request, context, "catalogue");
  const form = await readForm(request, context, csvFields, { hide: ["file"] });
  if (!form.ok) return form.answer;
  const admin = context.services.catalogAdmin;
  const chosen = form.formData.get("file");
  const file = chosen instanceof File && chosen.size > 0 ? chosen : undefined;
  const v = form.value;
  if (file && file.size > CSV_MAX_BYTES) return form.failure(413, CSV_TOO_LARGE, { file: CSV_TOO_LARGE });
  const bytes = file
    ? new Uint8Array(await file.arrayBuffer())
    : v.csv
      ? Buffer.from(v.csv, "base64")
      : undefined;
  if (!bytes || bytes.length === 0) return form.failure(400, NO_CSV, { file: NO_CSV });
  const name = (file?.name || v.name || "catalogue.csv").slice(0, 200);
  const tag = { intent: v.intent, name };
  return form.run(async () => {
    if (v.intent === "preview") {
      const preview = await admin.csv.preview(bytes);
      return form.done(
        previewMessage(preview),
        {
          ...tag,
          preview: presentPreview(preview),
          csv: Buffer.from(bytes).toString("base64"),
        },
        // The answer carries the file once (above), not again as the values typed.
        { reset: true },
      );
    }
    if (!v.token) return form.failure(400, TOKEN, { token: TOKEN });
    const summary = await admin.csv.apply({ staffId: me.id, name: me.name }, bytes, name, v.token);
    return form.done(appliedMessage(summary), { ...tag, summary: presentSummary(summary) }, { reset: true });
  });
}
