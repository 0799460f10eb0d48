import type { Email } from "./outbox.service";

/**
 * One message, written once and sent both as plain text and as simple HTML (inline styles
 * only: mail programs drop style sheets). Every value is escaped here, so a product name or
 * a courier's name typed by staff can never become markup in a customer's mailbox.
 */
export interface EmailMessage {
  /** Null: the customer has no email; enqueueEmail then queues nothing. */
  to: string | null;
  /** The language it is written in (`<html lang>`); English when not said. */
  lang?: string;
  subject: string;
  kind: Email["kind"];
  greeting: string;
  paragraphs: string[];
  /** Headed lists, each item a line with an optional link (the staff's digest). */
  sections?: { heading: string; items: { text: string; url?: string }[] }[];
  /** A table of label and amount (order lines, then totals); the last row is shown bold. */
  table?: { rows: [string, string][]; totals: [string, string][] };
  /** Facts shown as "Label: value" (a courier, a tracking number). */
  facts?: [string, string][];
  links?: { label: string; url: string }[];
  signature: string;
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

function text(m: EmailMessage): string {
  const out = [m.greeting, "", ...m.paragraphs.flatMap((p) => [p, ""])];
  for (const s of m.sections ?? []) {
    out.push(s.heading, ...s.items.map((i) => `- ${i.text}${i.url ? `\n  ${i.url}` : ""}`), "");
  }
  if (m.table) {
    out.push(...m.table.rows.map(([label, amount]) => `- ${label}: ${amount}`), "");
    out.push(...m.table.totals.map(([label, amount]) => `${label}: ${amount}`), "");
  }
  if (m.facts?.length) out.push(...m.facts.map(([label, value]) => `${label}: ${value}`), "");
  if (m.links?.length) out.push(...m.links.map((l) => `${l.label}: ${l.url}`), "");
  out.push(m.signature);
  return out.join("\n");
}

const cell = 'style="padding:4px 8px;border-bottom:1px solid #e7e5e4"';
const right = 'style="padding:4px 8px;border-bottom:1px solid #e7e5e4;text-align:right;white-space:nowrap"';

/** A paragraph's own line breaks (a staff reply's) kept in HTML, after escaping. */
const lines = (p: string) => escapeHtml(p).replace(/\r?\n/g, "<br>");

function html(m: EmailMessage): string {
  const e = escapeHtml;
  const parts = [`<p>${e(m.greeting)}</p>`, ...m.paragraphs.map((p) => `<p>${lines(p)}</p>`)];
  for (const s of m.sections ?? []) {
    const items = s.items.map((i) =>
      i.url
        ? `<li><a href="${e(i.url)}" style="color:#166534">${e(i.text)}</a></li>`
        : `<li>${e(i.text)}</li>`,
    );
    parts.push(`<h2 style="font-size:16px;margin:16px 0 4px">${e(s.heading)}</h2><ul>${items.join("")}</ul>`);
  }
  if (m.table) {
    const rows = m.table.rows.map(([l, a]) => `<tr><td ${cell}>${e(l)}</td><td ${right}>${e(a)}</td></tr>`);
    const totals = m.table.totals.map(([l, a], i, all) => {
      const b = i === all.length - 1 ? ["<strong>", "</strong>"] : ["", ""];
      return `<tr><td ${cell}>${b[0]}${e(l)}${b[1]}</td><td ${right}>${b[0]}${e(a)}${b[1]}</td></tr>`;
    });
    parts.push(
      `<table style="border-collapse:collapse;width:100%;max-width:560px">${[...rows, ...totals].join("")}</table>`,
    );
  }
  if (m.facts?.length) {
    parts.push(`<p>${m.facts.map(([l, v]) => `${e(l)}: <strong>${e(v)}</strong>`).join("<br>")}</p>`);
  }
  for (const l of m.links ?? []) {
    parts.push(`<p><a href="${e(l.url)}" style="color:#166534;font-weight:bold">${e(l.label)}</a></p>`);
  }
  parts.push(`<p>${e(m.signature)}</p>`);
  return `<!doctype html><html lang="${e(m.lang ?? "en")}"><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5">${parts.join("\n")}</body></html>`;
}

/** The outbox's email for a message: the same words as text and as HTML. */
export function renderEmail(m: EmailMessage): Email {
  return { to: m.to, subject: m.subject, kind: m.kind, text: text(m), html: html(m) };
}
