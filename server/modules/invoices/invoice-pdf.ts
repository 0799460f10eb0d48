import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { InvoiceView } from "./invoice-view";

/** The repository's fonts/ folder, from the source tree or from the bundled server (dist/). */
function fontsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const found = [path.resolve(here, "../../../fonts"), path.resolve(here, "../fonts")].find((d) =>
    existsSync(path.join(d, "NotoSans-Regular.ttf")),
  );
  if (!found) throw new Error("the fonts folder (fonts/NotoSans-Regular.ttf) is missing");
  return found;
}

const FONTS = {
  sans: "NotoSans-Regular.ttf",
  sansBold: "NotoSans-Bold.ttf",
  deva: "NotoSansDevanagari-Regular.ttf",
  devaBold: "NotoSansDevanagari-Bold.ttf",
} as const;

const DEVANAGARI =
  /([\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]+(?:[\s\u0964\u0965]+[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]+)*)/;

/** The text cut into runs of Devanagari and of everything else (Noto Sans has no Devanagari, and the other way round). */
export const scriptRuns = (text: string) =>
  text
    .split(DEVANAGARI)
    .filter((t) => t !== "")
    .map((t) => ({ text: t, deva: DEVANAGARI.test(t) }));

const A4 = { width: 595.28, height: 841.89 };
const M = 36;
const INK = "#1c1917";
const MUTED = "#57534e";
const GREEN = "#166534";

type Doc = PDFKit.PDFDocument;

/** Writes mixed-script text at (x, y) within `width`, each run in the font that has its letters. */
function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  o: { width: number; size: number; bold?: boolean; align?: "left" | "right" },
) {
  const runs = scriptRuns(text || " ");
  runs.forEach((r, i) => {
    doc.font(r.deva ? (o.bold ? "devaBold" : "deva") : o.bold ? "sansBold" : "sans").fontSize(o.size);
    const opts = { width: o.width, align: o.align ?? "left", continued: i < runs.length - 1, lineGap: 1 };
    if (i === 0) doc.text(r.text, x, y, opts);
    else doc.text(r.text, opts);
  });
}

/** The height `text` takes in `width` (the taller of its two fonts' measures). */
function height(doc: Doc, text: string, width: number, size: number, bold = false) {
  const measure = (font: string) =>
    doc
      .font(font)
      .fontSize(size)
      .heightOfString(text || " ", { width, lineGap: 1 });
  return Math.max(
    measure(bold ? "sansBold" : "sans"),
    scriptRuns(text).some((r) => r.deva) ? measure("deva") : 0,
  );
}

interface Column {
  label: string;
  width: number;
  value: (l: InvoiceView["lines"][number]) => string;
  right?: boolean;
}

function columns(v: InvoiceView): Column[] {
  const tax: Column[] = v.intraState
    ? [
        { label: "CGST", width: 50, value: (l) => l.cgst, right: true },
        { label: "SGST", width: 50, value: (l) => l.sgst, right: true },
      ]
    : [{ label: "IGST", width: 64, value: (l) => l.igst, right: true }];
  const cols: Column[] = [
    { label: "#", width: 16, value: (l) => String(l.n) },
    {
      label: "Item",
      width: 0,
      value: (l) =>
        `${l.pack ? `${l.description} (${l.pack})` : l.description}${l.registration ? `\n${l.registration}` : ""}${l.batches ? `\n${l.batches}` : ""}`,
    },
    { label: "HSN/SAC", width: 44, value: (l) => l.code },
    { label: "Qty", width: 26, value: (l) => l.qty, right: true },
    { label: "Taxable value", width: 64, value: (l) => l.taxable, right: true },
    { label: "Rate", width: 30, value: (l) => l.rate, right: true },
    ...tax,
    { label: "Amount", width: 63, value: (l) => l.amount, right: true },
  ];
  // The item's name takes the width the figures leave.
  cols[1].width = A4.width - 2 * M - cols.reduce((sum, c) => sum + c.width, 0);
  return cols;
}

/**
 * The invoice as an A4 PDF made on the server with pdfkit, in Noto Sans (₹, Latin) and Noto
 * Sans Devanagari embedded from fonts/, dated and titled by the invoice itself.
 */
export async function invoicePdf(v: InvoiceView, issuedAt: Date): Promise<Buffer> {
  // Loaded with the first PDF asked for (pdfkit and its font engine: some 25 MB of memory).
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: M,
    info: {
      Title: `${v.title} ${v.number}`,
      Author: v.supplier.legalName,
      Subject: `Order #${v.orderId}`,
      CreationDate: issuedAt,
    },
  });
  const dir = fontsDir();
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, path.join(dir, file));
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const right = A4.width - M;
  const s = v.supplier;
  const b = v.buyer;
  doc.fillColor(INK);
  // The supplier on the left, the document's facts on the right.
  let y = M;
  write(doc, s.legalName, M, y, { width: 300, size: 13, bold: true });
  y = doc.y + 2;
  const supplierLines = [
    s.legalName !== s.name ? s.name : "",
    s.address,
    `GSTIN: ${s.gstin || "not registered"} · State: ${s.state} (${s.stateCode})`,
    v.licences,
    [s.phone, s.email].filter(Boolean).join(" · "),
  ].filter(Boolean);
  for (const line of supplierLines) {
    write(doc, line, M, y, { width: 300, size: 9 });
    y = doc.y + 1;
  }
  const leftBottom = y;
  write(doc, v.title.toUpperCase(), right - 200, M, { width: 200, size: 16, bold: true, align: "right" });
  let ry = doc.y + 4;
  const facts: [string, string][] = [
    ["Number", v.number],
    ["Date", v.date],
    ["Order", `#${v.orderId}`],
    ...(v.against ? ([["Against invoice", v.against]] as [string, string][]) : []),
    ["Place of supply", v.placeOfSupply],
    ["Reverse charge", "No"],
  ];
  for (const [label, value] of facts) {
    doc.fillColor(MUTED);
    write(doc, label, right - 220, ry, { width: 90, size: 9, align: "right" });
    doc.fillColor(INK);
    write(doc, value, right - 125, ry, { width: 125, size: 9, bold: true, align: "right" });
    ry = doc.y + 1;
  }
  y = Math.max(leftBottom, ry) + 6;
  doc.moveTo(M, y).lineTo(right, y).lineWidth(1.5).strokeColor(GREEN).stroke();
  y += 8;

  // Bill to and ship to.
  const half = (right - M - 16) / 2;
  const billTo = [
    b.legalName || b.name,
    b.legalName ? b.name : "",
    b.gstin ? `GSTIN: ${b.gstin}` : "",
    b.address,
    `${b.state} ${b.pincode}`,
  ].filter(Boolean);
  const shipTo = [b.name, b.address, `${b.state} ${b.pincode}`, b.phone].filter(Boolean);
  let by = y;
  let sy = y;
  doc.fillColor(MUTED);
  write(doc, "BILL TO", M, by, { width: half, size: 8, bold: true });
  write(doc, "SHIP TO", M + half + 16, sy, { width: half, size: 8, bold: true });
  doc.fillColor(INK);
  by = sy = doc.y + 2;
  billTo.forEach((line, i) => {
    write(doc, line, M, by, { width: half, size: 9, bold: i === 0 });
    by = doc.y + 1;
  });
  shipTo.forEach((line, i) => {
    write(doc, line, M + half + 16, sy, { width: half, size: 9, bold: i === 0 });
    sy = doc.y + 1;
  });
  y = Math.max(by, sy) + 10;

  // The lines, with the header row again on every new page.
  const cols = columns(v);
  const pad = 3;
  const header = () => {
    const h = 22;
    doc
      .rect(M, y, right - M, h)
      .fillColor("#f0fdf4")
      .fill();
    let x = M;
    doc.fillColor(INK);
    for (const c of cols) {
      write(doc, c.label, x + pad, y + 4, {
        width: c.width - 2 * pad,
        size: 7.5,
        bold: true,
        align: c.right ? "right" : "left",
      });
      x += c.width;
    }
    y += h;
  };
  header();
  for (const line of v.lines) {
    const h = Math.max(...cols.map((c) => height(doc, c.value(line), c.width - 2 * pad, 8.5))) + 2 * pad;
    if (y + h > A4.height - M - 40) {
      doc.addPage();
      y = M;
      header();
    }
    let x = M;
    for (const c of cols) {
      write(doc, c.value(line), x + pad, y + pad, {
        width: c.width - 2 * pad,
        size: 8.5,
        align: c.right ? "right" : "left",
      });
      x += c.width;
    }
    y += h;
    doc.moveTo(M, y).lineTo(right, y).lineWidth(0.5).strokeColor("#d6d3d1").stroke();
  }

  // Totals, the amount in words, the tax by rate.
  if (y + 160 > A4.height - M) {
    doc.addPage();
    y = M;
  }
  y += 8;
  v.totals.forEach(([label, amount], i) => {
    const last = i === v.totals.length - 1;
    if (last) {
      doc
        .moveTo(right - 220, y)
        .lineTo(right, y)
        .lineWidth(1)
        .strokeColor(INK)
        .stroke();
      y += 3;
    }
    write(doc, label, right - 220, y, { width: 120, size: last ? 10.5 : 9.5, bold: last });
    write(doc, amount, right - 100, y, { width: 100, size: last ? 10.5 : 9.5, bold: last, align: "right" });
    y = doc.y + 2;
  });
  y += 6;
  write(doc, v.inWords, M, y, { width: right - M, size: 9.5, bold: true });
  y = doc.y + 10;
  write(doc, "Tax by rate", M, y, { width: 200, size: 8.5, bold: true });
  y = doc.y + 2;
  for (const r of v.rates) {
    write(doc, `${r.rate}: taxable ₹${r.taxable}, tax ₹${r.tax}`, M, y, { width: 300, size: 8.5 });
    y = doc.y + 1;
  }
  y += 10;
  doc.fillColor(MUTED);
  write(
    doc,
    v.creditSays
      ? `${v.creditSays} A computer-made document; no signature is needed.`
      : `Prices include GST, split as ${v.intraState ? "CGST and SGST" : "IGST"}. A computer-made document; no signature is needed.`,
    M,
    y,
    { width: right - M, size: 8 },
  );
  doc.end();
  return done;
}
