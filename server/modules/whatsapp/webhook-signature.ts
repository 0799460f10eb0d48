import { createHmac, timingSafeEqual } from "node:crypto";

/** `sha256=<hex>`: the HMAC-SHA256 of the raw body under the app secret, as Meta signs webhooks. */
export const whatsappSignature = (appSecret: string, raw: Buffer | string) =>
  `sha256=${createHmac("sha256", appSecret).update(raw).digest("hex")}`;

/** Whether X-Hub-Signature-256 is the body's signature, compared in constant time. */
export function whatsappSignatureValid(appSecret: string, raw: Buffer, header: string | undefined): boolean {
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header ?? "");
  if (!m) return false;
  const expected = createHmac("sha256", appSecret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(m[1].toLowerCase(), "hex"));
}
