import type { ApiBody, TestApp } from "./app";
import { adminPost } from "./staff";

/** A real one-page PDF, as a scanner's software writes one (made by pdfkit). */
export async function pdfBytes(text = "Licence to sell insecticides"): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4" });
  const parts: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => parts.push(chunk));
  const done = new Promise<void>((resolve) => doc.on("end", resolve));
  doc.fontSize(18).text(text);
  doc.end();
  await done;
  return Buffer.concat(parts);
}

/** A licence as the owner's form sends one; `over` changes some fields. */
export const licenceBody = (over: Record<string, unknown> = {}) => ({
  kind: "insecticides",
  number: "WB/INS/2026/0099",
  authority: "Deputy Director of Agriculture, Jalpaiguri",
  valid_until: "2027-06-30",
  states: ["West Bengal", "Sikkim"],
  ...over,
});

/** The licence of the list answer with this number. */
// biome-ignore lint/suspicious/noExplicitAny: API bodies are checked field by field in tests
export const licenceNumbered = (body: ApiBody, number: string): any =>
  (body.data as { number: string }[]).find((l) => l.number === number);

/** POSTs a scan for a licence as a browser's form would. */
export async function uploadScan(
  t: TestApp,
  cookie: string,
  licence: { id: number; version: number },
  bytes: Uint8Array,
  name: string,
  type = "application/octet-stream",
) {
  const form = new FormData();
  form.append("licence_id", String(licence.id));
  form.append("version", String(licence.version));
  form.append("file", new File([bytes.slice()], name, { type }));
  const res = await t.app.request("/api/admin/v1/licences/scan", {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as ApiBody };
}

/** Sets every licence of a kind to end on `day` (a test's shortcut for time passing). */
export const endLicences = (t: TestApp, cookie: string, kind: string, day: string) =>
  adminPost(t, cookie, "/licences/list").then(async (list) => {
    for (const l of list.body.data as { id: number; version: number; kind: string }[]) {
      if (l.kind !== kind) continue;
      const {
        id,
        version,
        scan: _scan,
        ended: _ended,
        updated_at: _at,
        ...rest
      } = l as never as Record<string, unknown> & { id: number; version: number };
      const saved = await adminPost(t, cookie, "/licences/update", {
        ...rest,
        licence_id: id,
        version,
        valid_until: day,
      });
      if (saved.status !== 200) throw new Error(`licence ${id} not saved: ${JSON.stringify(saved.body)}`);
    }
  });
