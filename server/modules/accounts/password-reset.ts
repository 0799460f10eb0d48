import { and, eq, gt, isNull } from "drizzle-orm";
import { type Lang, pathInLang } from "../../../lib/i18n/language";
import type { Db } from "../../db/client";
import { DomainError } from "../../domain-error";
import { emailTexts } from "../../i18n/emails";
import { enqueueEmail } from "../outbox";
import { addressKey, type Limits, type RateLimiter } from "../rate-limits";
import { passwordResetTokens, sessions, users } from "./accounts.schema";
import { messages } from "./accounts-messages";
import type { Attempt } from "./accounts-types";
import { hashPassword } from "./passwords";
import { hashSecret, newSecret } from "./tokens";

const RESET_VALID_MS = 3_600_000;

/** A forgotten password: the emailed one-time link, and the new password set with it. */
export function createPasswordReset(
  db: Db,
  opts: { publicUrl: string; shopName: string; limits: Limits },
  limiter: RateLimiter,
) {
  const { limits } = opts;
  return {
    /**
     * Sends a one-time reset link when the account exists; says nothing either way. The
     * limits count every email asked for, known or not, so a 429 tells nothing either.
     */
    async forgotPassword(email: string, from: Attempt, now = new Date()) {
      const address = email.trim().toLowerCase();
      await limiter.enforce([
        { key: `forgot:ip:${addressKey(from.ip)}`, limit: limits.forgotAddress },
        { key: `forgot:email:${address}`, limit: limits.forgotAccount },
      ]);
      const [user] = await db.select().from(users).where(eq(users.email, address));
      if (!user || user.disabledAt) return;
      const token = newSecret();
      await db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          userId: user.id,
          tokenHash: hashSecret(token),
          expiresAt: new Date(now.getTime() + RESET_VALID_MS),
        });
        // Written in the language the link was asked for in: whoever asked reads that one.
        const lang = from.lang ?? (user.lang as Lang);
        const w = emailTexts(lang);
        await enqueueEmail(tx, {
          to: user.email,
          subject: w.resetSubject(opts.shopName),
          text: `${w.greeting(user.fullName)}\n\n${w.resetOpen}\n${opts.publicUrl}${pathInLang(`/forgot-password/reset/${token}`, lang)}\n\n${w.resetIgnore}\n\n${opts.shopName}`,
          kind: "password-reset",
        });
      });
    },

    /**
     * Spends a reset token: sets the password, ends every session of the account and voids its
     * other links. Tries are limited per address and per token, and the token is looked up
     * (a SHA-256, cheap) before the password is hashed, so a flood of made-up tokens costs
     * no hashing and leaves logins their share of the CPU.
     */
    async resetPassword(token: string, next: string, from: Attempt, now = new Date()) {
      const tokenHash = hashSecret(token);
      await limiter.enforce([
        { key: `reset:ip:${addressKey(from.ip)}`, limit: limits.resetAddress },
        { key: `reset:token:${tokenHash}`, limit: limits.resetToken },
      ]);
      const live = and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      );
      const invalid = () =>
        new DomainError("invalid_input", messages.resetInvalid, { token: messages.resetInvalid });
      const [found] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(live);
      if (!found) throw invalid();
      const passwordHash = await hashPassword(next);
      const done = await db.transaction(async (tx) => {
        // Spent only if still unused: of two tries racing with one link, one wins.
        const [spent] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.id, found.id), live))
          .returning({ userId: passwordResetTokens.userId });
        if (!spent) return false;
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, spent.userId));
        await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
        await voidResetLinks(tx, spent.userId, now);
        return true;
      });
      if (!done) throw invalid();
    },
  };
}

/** Marks every outstanding reset link of the account used: one used link, or a new password, ends them all. */
export function voidResetLinks(tx: Pick<Db, "update">, userId: number, now: Date) {
  return tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
