/** Adds header names to a response's Vary, once each (several middlewares add their own). */
export function addVary(headers: Headers, ...names: string[]): void {
  const current = headers.get("vary");
  if (current?.trim() === "*") return;
  const have = new Set((current ?? "").split(",").map((n) => n.trim().toLowerCase()));
  const missing = names.filter((n) => !have.has(n.toLowerCase()));
  if (missing.length) headers.set("vary", [current, ...missing].filter(Boolean).join(", "));
}
