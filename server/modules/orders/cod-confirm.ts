import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { CODE_TRIES, CODE_TTL_MS, codeMatches, hashCode, newCode } from "../../one-time-code";
import { hashSecret, newSecret } from "../accounts";
import { codConfirmations } from "./cod-confirm.schema";
import type { Tx } from "./order-lifecycle";

/**
 * The code and link a cash-on-delivery order from an unconfirmed phone number waits for
 * (docs/decisions/0037-cod-confirmation.md). Only hashes are kept: the code keyed by the order
 * and the number it went to (server/one-time-code.ts), the link's token by SHA-256.
 */

/** Codes one order may be sent: the first and three more on "send the code again". */
export const COD_CODE_SENDS = 4;

/** What confirming a cash-on-delivery order says (the Hindi is in server/i18n/hi-api.ts). */
export const codConfirmMessages = {
  confirmed: "Thank you: your order is confirmed and will be packed soon.",
  wrong: (left: number) =>
    left === 1
      ? "That code is not right. You can try once more."
      : `That code is not right. You can try ${left} more times.`,
  spent: "That code was typed wrongly too many times. Please ask for a new code.",
  expired: "That code has expired. Please ask for a new code.",
  empty: "Please type the 6-digit code from the SMS.",
  sent: "A new code is on its way by SMS.",
  noMoreSends:
    "We have sent the most codes we can for this order. Please wait for the SMS, or call the shop to confirm the order.",
  notWaiting: (id: number) => `Order #${id} is not waiting for a confirmation.`,
  badLink: "This confirmation link is not valid. Please open your order from My Orders.",
} as const;

const purpose = (orderId: number) => `cod-confirm:${orderId}`;

/** The order's first code and its link token (to send; only their hashes are kept). */
export async function startCodConfirmation(tx: Tx, orderId: number, phone: string, now: Date) {
  const code = newCode();
  const token = newSecret();
  await tx.insert(codConfirmations).values({
    orderId,
    phone,
    codeHash: hashCode(code, purpose(orderId), phone),
    codeSentAt: now,
    linkHash: hashSecret(token),
  });
  return { code, token, phone };
}

export type CodeVerdict =
  | { ok: true }
  | { ok: false; problem: "wrong"; left: number }
  | { ok: false; problem: "spent" | "expired" | "empty" | "none" };

/** The sentence of a refused code. */
export function codeRefusal(v: Exclude<CodeVerdict, { ok: true }>, orderId: number): string {
  if (v.problem === "wrong") return codConfirmMessages.wrong(v.left);
  if (v.problem === "none") return codConfirmMessages.notWaiting(orderId);
  return codConfirmMessages[v.problem];
}

/**
 * Checks a typed code in the caller's transaction (the order already locked): a wrong one is
 * counted, and after CODE_TRIES the code is spent whatever is typed.
 */
export async function checkCodCode(tx: Tx, orderId: number, typed: string, now: Date): Promise<CodeVerdict> {
  if (!typed.replace(/[\s-]/g, "")) return { ok: false, problem: "empty" };
  const [row] = await tx.select().from(codConfirmations).where(eq(codConfirmations.orderId, orderId));
  if (!row) return { ok: false, problem: "none" };
  if (row.wrongTries >= CODE_TRIES) return { ok: false, problem: "spent" };
  if (now.getTime() - row.codeSentAt.getTime() > CODE_TTL_MS) return { ok: false, problem: "expired" };
  if (codeMatches(typed, row.codeHash, purpose(orderId), row.phone)) return { ok: true };
  await tx
    .update(codConfirmations)
    .set({ wrongTries: sql`${codConfirmations.wrongTries} + 1` })
    .where(eq(codConfirmations.orderId, orderId));
  const left = CODE_TRIES - row.wrongTries - 1;
  return left > 0 ? { ok: false, problem: "wrong", left } : { ok: false, problem: "spent" };
}

/**
 * A new code and link for the order (the old ones no longer work: only hashes are kept, so the
 * link cannot be sent again as it was), or none when it has had its sends.
 */
export async function renewCodCode(tx: Tx, orderId: number, now: Date) {
  const [row] = await tx.select().from(codConfirmations).where(eq(codConfirmations.orderId, orderId));
  if (!row || row.sends >= COD_CODE_SENDS) return null;
  const code = newCode();
  const token = newSecret();
  await tx
    .update(codConfirmations)
    .set({
      codeHash: hashCode(code, purpose(orderId), row.phone),
      codeSentAt: now,
      wrongTries: 0,
      sends: row.sends + 1,
      linkHash: hashSecret(token),
    })
    .where(eq(codConfirmations.orderId, orderId));
  return { code, token, phone: row.phone, sendsLeft: COD_CODE_SENDS - row.sends - 1 };
}

/** The order a confirm link names, or undefined (a token never stored, or mistyped). */
export async function orderOfLink(db: Db | Tx, token: string): Promise<number | undefined> {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const [row] = await db
    .select({ orderId: codConfirmations.orderId })
    .from(codConfirmations)
    .where(eq(codConfirmations.linkHash, hashSecret(token)));
  return row?.orderId;
}
