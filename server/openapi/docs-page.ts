import { createHash } from "node:crypto";

/**
 * `/api/docs`: the OpenAPI document as a plain page people can read, made on the server with
 * no script at all. Its one stylesheet is inline and allowed by hash in the page's own
 * Content-Security-Policy (server/security-headers.ts), so the storefront's policy is untouched.
 */
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1c1917}
h1{font-size:1.6rem}h2{border-bottom:2px solid #15803d;padding-bottom:.25rem;margin-top:2.5rem}
section{border:1px solid #d6d3d1;border-radius:.5rem;padding:.75rem 1rem;margin:1rem 0}
h3{font-size:1rem;margin:0;overflow-wrap:anywhere}.m{background:#15803d;color:#fff;border-radius:.25rem;padding:0 .4rem;margin-right:.5rem;font-size:.85rem}
pre{background:#f5f5f4;padding:.5rem;overflow:auto;font-size:.8rem;max-height:24rem}
table{border-collapse:collapse;font-size:.9rem}td,th{border:1px solid #e7e5e4;padding:.2rem .5rem;text-align:left;vertical-align:top}
details{margin:.5rem 0}summary{cursor:pointer;font-weight:600}code{overflow-wrap:anywhere}`;

export const DOCS_STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

type Json = Record<string, unknown>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Plain text with the document's `code` spans (Markdown backticks) shown as code. */
const prose = (s: string) => escapeHtml(s).replace(/`([^`]+)`/g, "<code>$1</code>");

const block = (title: string, value: unknown) =>
  `<details><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`;

function fieldsTable(schema: Json | undefined): string {
  const props = (schema?.properties ?? {}) as Record<string, Json>;
  const names = Object.keys(props);
  if (names.length === 0) return "";
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  const rows = names
    .map((name) => {
      const p = props[name];
      const type = p.type ?? (p.anyOf ? "one of several" : p.enum ? "enum" : "any");
      return `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(String(type))}</td><td>${required.has(name) ? "yes" : ""}</td></tr>`;
    })
    .join("");
  return `<table><thead><tr><th>field</th><th>type</th><th>required</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function docsPage(document: Json): string {
  const info = document.info as { title: string; description: string; version: string };
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = ((op.tags as string[]) ?? ["Other"])[0];
      const body = (op.requestBody as { content: Record<string, { schema: Json }> } | undefined)?.content[
        "application/json"
      ]?.schema;
      const responses = op.responses as Record<string, { description?: string }>;
      const errors = Object.entries(responses)
        .filter(([status]) => status !== "200")
        .map(([status, r]) => `<li><b>${status}</b> ${prose(r.description ?? "Unexpected fault.")}</li>`)
        .join("");
      const success = (responses["200"] as { content?: Record<string, { schema?: Json }> }).content?.[
        "application/json"
      ]?.schema;
      const html = `<section id="${escapeHtml(String(op.operationId))}"><h3><span class="m">${method.toUpperCase()}</span>${escapeHtml(path)}</h3>
<p>${prose(String(op.summary))}${op.security ? " <i>(customer session)</i>" : ""}</p>
${op.description ? `<p>${prose(String(op.description))}</p>` : ""}
${body ? `<p>Request body:</p>${fieldsTable(body)}${block("Request schema", body)}` : ""}
${success ? block("Answer schema", success) : ""}
<p>Failures:</p><ul>${errors}</ul></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<h2>${escapeHtml(tag)}</h2>${ops.join("\n")}`).join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(info.title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1><p>${prose(info.description)}</p>
<p>The same document as JSON: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${sections}</body></html>`;
}
