import { parse } from "csv-parse/sync";
import { CSV_APPLY_PATH, CSV_PREVIEW_PATH } from "../../lib/catalogue-csv";
import type { ApiBody, TestApp } from "./app";

/** POSTs a CSV file (text or bytes) to the import's preview or apply, as the page's form does. */
export async function postCsv(
  t: TestApp,
  cookie: string | undefined,
  step: "preview" | "apply",
  file: string | Uint8Array,
  fields: Record<string, string> = {},
  name = "catalogue.csv",
) {
  const form = new FormData();
  const bytes = typeof file === "string" ? new TextEncoder().encode(file) : file.slice();
  form.append("file", new File([bytes], name, { type: "text/csv" }));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await t.app.request(step === "preview" ? CSV_PREVIEW_PATH : CSV_APPLY_PATH, {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as ApiBody };
}

/** Previews a file, then applies it with the preview's token; both answers. */
export async function previewAndApply(t: TestApp, cookie: string, file: string | Uint8Array) {
  const preview = await postCsv(t, cookie, "preview", file);
  if (preview.status !== 200) throw new Error(`preview failed: ${JSON.stringify(preview.body)}`);
  const apply = await postCsv(t, cookie, "apply", file, { token: preview.body.data.token });
  return { preview, apply };
}

/** The export as the API answers it: its text and its rows as objects by column. */
export async function exported(t: TestApp, cookie: string) {
  const res = await t.app.request("/api/admin/v1/catalogue/export", {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: "{}",
  });
  // Not res.text(): it drops the byte-order mark the export must carry.
  const text = Buffer.from(await res.arrayBuffer()).toString("utf8");
  const rows: Record<string, string>[] = parse(text, { bom: true, columns: true });
  return { res, text, rows };
}

/** A CSV line as a spreadsheet writes it: cells quoted when they must be. */
export const line = (cells: readonly (string | number)[]) =>
  cells
    .map(String)
    .map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c))
    .join(",");

/** The export's rows of one SKU, written back as CSV lines (the header first), with `edit` applied. */
export function rowsOf(
  rows: Record<string, string>[],
  sku: string,
  edit: (row: Record<string, string>, i: number) => Record<string, string> = (r) => r,
) {
  const mine = rows.filter((r) => r.sku === sku).map((r, i) => edit({ ...r }, i));
  return [line(Object.keys(rows[0])), ...mine.map((r) => line(Object.values(r)))];
}
