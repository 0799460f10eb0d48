import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { DomainError } from "../../domain-error";
import { toAccount } from "./account-row";
import { sessions, type User, users } from "./accounts.schema";
import { messages } from "./accounts-messages";
import type { Attempt } from "./accounts-types";
import { voidResetLinks } from "./password-reset";
import { hashPassword } from "./passwords";

const phoneTaken = () =>
  new DomainError("conflict", messages.phoneTaken, { phonenumber: messages.phoneTaken });

/**
 * The accounts' side of signing in by phone (docs/decisions/0036-sign-in-by-phone.md). Every
 * write here comes after an SMS code to the number was spent (server/flows/phone-sign-in.ts),
 * so each marks the number confirmed. Phones are the stored 10 digits.
 */
export function createPhoneAccounts(db: Db, startSession: (userId: number) => Promise<string>) {
  const byPhone = async (phone: string) => {
    const [user] = await db.select().from(users).where(eq(users.phone, phone));
    return user;
  };

  return {
    /** Whether an account uses the number, and whether the shop disabled it. */
    async phoneAccount(phone: string): Promise<{ disabled: boolean } | null> {
      const user = await byPhone(phone);
      return user ? { disabled: user.disabledAt !== null } : null;
    },

    /** A new account with a name and a confirmed number only: no email, no password yet; signed in. */
    async signupByPhone(input: { fullName: string; phone: string }, from: Attempt, now = new Date()) {
      let user: User;
      try {
        [user] = await db
          .insert(users)
          .values({
            fullName: input.fullName,
            phone: input.phone,
            phoneVerifiedAt: now,
            email: null,
            passwordHash: null,
            lang: from.lang,
          })
          .returning();
      } catch (error) {
        const e = error as { code?: string; cause?: { code?: string } };
        if ((e.code ?? e.cause?.code) === "23505") throw phoneTaken();
        throw error;
      }
      return { account: toAccount(user), sessionKey: await startSession(user.id) };
    },

    /** Signs in the number's account (its code was right); refused for an account the shop disabled. */
    async loginByPhone(phone: string, from: Attempt, now = new Date()) {
      const user = await byPhone(phone);
      if (!user) throw new DomainError("login_required", messages.noPhoneAccount);
      if (user.disabledAt) throw new DomainError("forbidden", messages.disabled);
      await db
        .update(users)
        .set({ phoneVerifiedAt: now, ...(from.lang ? { lang: from.lang } : {}) })
        .where(eq(users.id, user.id));
      return { account: toAccount(user), sessionKey: await startSession(user.id) };
    },

    /**
     * A new password for the number's account (its code was right): every session ends and every
     * emailed reset link is void, as with the emailed link.
     */
    async resetByPhone(phone: string, next: string, now = new Date()) {
      const user = await byPhone(phone);
      if (!user || user.disabledAt) throw new DomainError("login_required", messages.noPhoneAccount);
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, phoneVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, user.id));
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
        await voidResetLinks(tx, user.id, now);
      });
    },

    /** A first password for an account made by phone (signed in); one that has a password changes it with the current one. */
    async setFirstPassword(userId: number, next: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new DomainError("not_found", "No such customer.");
      if (user.passwordHash !== null)
        throw new DomainError("invalid_input", messages.hasPasswordAlready, {
          newpassword: messages.hasPasswordAlready,
        });
      const passwordHash = await hashPassword(next);
      // Only while it still has none: two forms racing set one password, not the later one.
      await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.passwordHash)));
    },
  };
}
