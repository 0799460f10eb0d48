/** The body encodings the shop sends, best first (Brotli is a fifth smaller than gzip on our pages). */
export type BodyEncoding = "br" | "gzip" | "identity";

/**
 * The best of `offered` (in its order) that an Accept-Encoding header takes: a listed coding
 * with q > 0, or `*` with q > 0 for one not listed; `identity` unless refused. No header:
 * identity (RFC 9110 12.5.3).
 */
export function chooseEncoding(
  header: string | null | undefined,
  offered: readonly Exclude<BodyEncoding, "identity">[],
): BodyEncoding {
  if (!header) return "identity";
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const star = weights.get("*");
  let best: BodyEncoding = "identity";
  let bestWeight = 0;
  for (const coding of offered) {
    const w = weights.get(coding) ?? star ?? 0;
    if (w > bestWeight) {
      best = coding;
      bestWeight = w;
    }
  }
  return best;
}
