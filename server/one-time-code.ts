import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/**
 * The six-digit codes the shop sends by SMS (sign-in, password reset, confirming a cash on
 * delivery order). A code is only ever stored as a keyed hash: a million possible codes would be
 * guessed from a plain SHA-256 in a blink, so the hash is keyed by what the code is for and whom
 * it went to, and the tries per code are counted by the caller (at most CODE_TRIES).
 */
export const CODE_DIGITS = 6;
/** How long a code stays good. */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong answers a code survives before it is spent. */
export const CODE_TRIES = 5;

/** A fresh code, uniformly drawn: "004217" is as likely as "931550". */
export const newCode = () => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");

/** What the database keeps of a code: its HMAC under its purpose and its recipient. */
export const hashCode = (code: string, purpose: string, to: string) =>
  createHmac("sha256", `${purpose}:${to}`).update(code).digest("hex");

/** Whether a typed code (spaces and dashes allowed) is the one whose hash was kept. */
export function codeMatches(typed: string, storedHash: string, purpose: string, to: string): boolean {
  const digits = typed.replace(/[\s-]/g, "");
  if (!/^\d{6}$/.test(digits)) return false;
  const a = Buffer.from(hashCode(digits, purpose, to), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The SMS's last line that lets Android's WebOTP fill the code in by itself: the shop's host
 * (no scheme, no port) and the code.
 */
export const webOtpLine = (publicUrl: string, code: string) => `@${new URL(publicUrl).hostname} #${code}`;
