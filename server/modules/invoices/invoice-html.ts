import { escapeHtml as e } from "../outbox";
import type { InvoiceView } from "./invoice-view";

/** Links around the document (never printed): back to the order, the PDF, the other document. */
export interface InvoiceLinks {
  back: { href: string; label: string };
  pdf: string;
  other?: { href: string; label: string };
}

// One small stylesheet: a table on paper and on a wide screen, labelled rows on a phone.
const STYLE = `*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1c1917;background:#f5f5f4}
.bar{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;max-width:60rem;margin:0 auto;padding:.75rem 1rem}
.bar a,.bar button{display:inline-flex;align-items:center;min-height:44px;padding:0 1rem;border-radius:.375rem;border:1px solid #166534;color:#166534;background:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.bar .primary{background:#166534;color:#fff}
main{max-width:60rem;margin:0 auto 2rem;background:#fff;border:1px solid #d6d3d1;border-radius:.5rem;padding:1.25rem}
h1{font-size:1.4rem;margin:0;letter-spacing:.02em;text-transform:uppercase}
.top{display:flex;flex-wrap:wrap;justify-content:space-between;gap:1rem;border-bottom:2px solid #166534;padding-bottom:.75rem}
.top p,.parties p{margin:.1rem 0}.legal{font-weight:700;font-size:1.1rem}
.meta{text-align:right}.meta dl{display:grid;grid-template-columns:auto auto;gap:.1rem .75rem;margin:.5rem 0 0}.meta dt{color:#57534e}.meta dd{margin:0;font-weight:600}
.parties{display:grid;grid-template-columns:1fr 1fr;gap:1rem;margin:1rem 0}.parties h2{font-size:.8rem;text-transform:uppercase;color:#57534e;margin:0 0 .25rem}
.wrap{overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;font-size:.9rem;font-variant-numeric:tabular-nums}
th,td{border:1px solid #d6d3d1;padding:.35rem .45rem;text-align:right;vertical-align:top}
th{background:#f0fdf4;font-size:.8rem}td.d,th.d{text-align:left}
.sum{margin-left:auto;margin-top:1rem;max-width:22rem}.sum div{display:flex;justify-content:space-between;gap:1rem;padding:.15rem 0}
.sum .total{border-top:2px solid #1c1917;font-weight:700;font-size:1.05rem;margin-top:.25rem;padding-top:.35rem}
.words{margin:.75rem 0;font-weight:600}.rates{max-width:30rem;margin-top:1rem}.note{color:#57534e;font-size:.85rem;margin-top:1.25rem}
@media (max-width:40rem){main{padding:.9rem;border-radius:0;border-left:0;border-right:0}.meta{text-align:left}.parties{grid-template-columns:1fr}
table.lines thead{display:none}table.lines tr{display:block;border:1px solid #d6d3d1;border-radius:.375rem;margin-bottom:.6rem;padding:.25rem 0}
table.lines td{display:flex;justify-content:space-between;gap:1rem;border:0;padding:.15rem .6rem;text-align:right}
table.lines td::before{content:attr(data-label);color:#57534e;text-align:left}table.lines td.n{display:none}table.lines td.item{display:block;font-weight:600;text-align:left}table.lines td.item::before{content:none}}
@media print{body{background:#fff;font-size:11pt}.bar{display:none}main{border:0;margin:0;padding:0;max-width:none}@page{size:A4;margin:12mm}tr{break-inside:avoid}}`;

const noteOf = (v: InvoiceView) =>
  v.creditSays
    ? v.creditSays
    : v.intraState
      ? "Tax split as CGST and SGST: delivered within the supplier's state."
      : "Tax split as IGST: delivered to another state.";

function party(title: string, lines: (string | null | false)[]) {
  const body = lines
    .filter((l): l is string => Boolean(l))
    .map((l) => `<p>${l}</p>`)
    .join("");
  return `<section class="wrap"><h2>${e(title)}</h2>${body}</section>`;
}

/**
 * The invoice as a printable page: no framework, no script but the Print button's (with the
 * page's nonce), a print stylesheet for A4, and labelled rows instead of the table on a phone.
 */
export function invoiceHtml(v: InvoiceView, links: InvoiceLinks, nonce: string): string {
  const s = v.supplier;
  const b = v.buyer;
  const taxCols = v.intraState
    ? [
        ["CGST", "cgst"],
        ["SGST", "sgst"],
      ]
    : [["IGST", "igst"]];
  const head = [
    `<th scope="col" class="d">#</th><th scope="col" class="d">Item</th><th scope="col" class="d">HSN/SAC</th><th scope="col">Qty</th><th scope="col">Taxable value (₹)</th><th scope="col">GST rate</th>`,
    ...taxCols.map(([label]) => `<th scope="col">${label} (₹)</th>`),
    `<th scope="col">Amount (₹)</th>`,
  ].join("");
  const rows = v.lines
    .map((l) => {
      const tax = taxCols
        .map(([label, key]) => `<td data-label="${label} (₹)">${l[key as "cgst" | "sgst" | "igst"]}</td>`)
        .join("");
      return `<tr><td class="d n" data-label="#">${l.n}</td><td class="d item wrap">${e(l.description)}${l.pack ? ` <span>(${e(l.pack)})</span>` : ""}${l.registration ? `<br><small class="reg">${e(l.registration)}</small>` : ""}${l.batches ? `<br><small class="batches">${e(l.batches)}</small>` : ""}</td><td class="d" data-label="HSN/SAC">${e(l.code)}</td><td data-label="Qty">${e(l.qty)}</td><td data-label="Taxable value (₹)">${l.taxable}</td><td data-label="GST rate">${l.rate}</td>${tax}<td data-label="Amount (₹)">${l.amount}</td></tr>`;
    })
    .join("");
  const totals = v.totals
    .map(
      ([label, amount], i) =>
        `<div${i === v.totals.length - 1 ? ' class="total"' : ""}><span>${e(label)}</span><span>${e(amount)}</span></div>`,
    )
    .join("");
  const rates = v.rates
    .map((r) => `<tr><td class="d">${r.rate}</td><td>${r.taxable}</td><td>${r.tax}</td></tr>`)
    .join("");
  const other = links.other ? `<a href="${e(links.other.href)}">${e(links.other.label)}</a>` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/images/logo.svg" type="image/svg+xml"><title>${e(`${v.title} ${v.number}`)} · ${e(s.name)}</title><style>${STYLE}</style></head>
<body><nav class="bar" aria-label="Invoice"><a href="${e(links.back.href)}">← ${e(links.back.label)}</a><button type="button" class="primary" id="print">Print</button><a href="${e(links.pdf)}" download>Download PDF</a>${other}</nav>
<main id="main" data-testid="invoice">
<header class="top"><div class="wrap"><p class="legal">${e(s.legalName)}</p>${s.legalName !== s.name ? `<p>${e(s.name)}</p>` : ""}<p>${e(s.address)}</p>
<p>GSTIN: <strong>${e(s.gstin || "not registered")}</strong> · State: ${e(s.state)} (${e(s.stateCode)})</p>${v.licences ? `<p data-testid="invoice-licences">${e(v.licences)}</p>` : ""}<p>${e([s.phone, s.email].filter(Boolean).join(" · "))}</p></div>
<div class="meta"><h1>${e(v.title)}</h1><dl><dt>Number</dt><dd data-testid="invoice-number">${e(v.number)}</dd><dt>Date</dt><dd>${e(v.date)}</dd><dt>Order</dt><dd>#${v.orderId}</dd>
${v.against ? `<dt>Against invoice</dt><dd>${e(v.against)}</dd>` : ""}<dt>Place of supply</dt><dd>${e(v.placeOfSupply)}</dd><dt>Reverse charge</dt><dd>No</dd></dl></div></header>
<div class="parties">${party("Bill to", [
    `<strong>${e(b.legalName || b.name)}</strong>`,
    b.legalName && e(b.name),
    b.gstin && `GSTIN: <strong>${e(b.gstin)}</strong>`,
    e(b.address),
    e(`${b.state} ${b.pincode}`),
  ])}${party("Ship to", [`<strong>${e(b.name)}</strong>`, e(b.address), e(`${b.state} ${b.pincode}`), e(b.phone)])}</div>
<table class="lines"><caption class="d" style="text-align:left;font-weight:600;padding:.25rem 0">Items (prices include GST)</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>
<div class="sum">${totals}</div>
<p class="words">${e(v.inWords)}</p>
<table class="rates"><caption style="text-align:left;font-weight:600;padding:.25rem 0">Tax by rate</caption><thead><tr><th scope="col" class="d">GST rate</th><th scope="col">Taxable value (₹)</th><th scope="col">Tax (₹)</th></tr></thead><tbody>${rates}</tbody></table>
<p class="note">${noteOf(v)} A computer-made document; no signature is needed.</p>
</main><script nonce="${e(nonce)}">document.getElementById("print").addEventListener("click",()=>window.print())</script></body></html>`;
}
