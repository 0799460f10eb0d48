import { and, eq, gt, ne, or } from "drizzle-orm";
import { type Lang, pathInLang } from "../../../lib/i18n/language";
import type { MessageChannel } from "../../../lib/message-channels";
import type { Db } from "../../db/client";
import { DomainError } from "../../domain-error";
import { emailTexts } from "../../i18n/emails";
import { indianMobile } from "../../phone-number";
import { enqueueEmail } from "../outbox";
import { addressKey, createLoginThrottle, createRateLimiter, type Limits } from "../rate-limits";
import { toAccount } from "./account-row";
import { sessions, users } from "./accounts.schema";
import { messages } from "./accounts-messages";
import type { Account, Attempt, SessionAccount } from "./accounts-types";
import { createPasswordReset, voidResetLinks } from "./password-reset";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords";
import { createPhoneAccounts } from "./phone-accounts";
import { hashSecret, newSecret } from "./tokens";

export const SESSION_IDLE_DAYS = 30;
const SESSION_IDLE_MS = SESSION_IDLE_DAYS * 86_400_000;
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 3_600_000;

export { messages };
export type { Account, Attempt, SessionAccount };

const emailTaken = () => new DomainError("conflict", messages.emailTaken, { email: messages.emailTaken });
const phoneTaken = () =>
  new DomainError("conflict", messages.phoneTaken, { phonenumber: messages.phoneTaken });

const isUniqueViolation = (error: unknown, constraint: string) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const name = e.constraint ?? e.cause?.constraint ?? "";
  return code === "23505" && name.includes(constraint);
};

/**
 * What a login names: an email (lower-cased), or the 10 stored digits of a phone typed as people
 * type it ("+91 98300 12345", "09830012345").
 */
function loginName(identifier: string): string {
  const id = identifier.trim().toLowerCase();
  if (/^\d{10}$/.test(id) || id.includes("@")) return id;
  const mobile = indianMobile(id);
  return mobile.ok ? mobile.e164.slice(3) : id;
}

/** Customer accounts: signup, login, sessions, profile, passwords. */
export function createAccountsService(db: Db, opts: { publicUrl: string; shopName: string; limits: Limits }) {
  const { limits } = opts;
  const limiter = createRateLimiter(db);
  const throttle = createLoginThrottle(
    db,
    { pair: limits.loginPair, account: limits.loginAccount, address: limits.loginAddress },
    "customer",
  );

  const passwordReset = createPasswordReset(db, opts, limiter);

  async function startSession(userId: number, now = new Date()) {
    const key = newSecret();
    await db.insert(sessions).values({
      userId,
      keyHash: hashSecret(key),
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    });
    return key;
  }

  return {
    async signup(
      input: { fullName: string; phone: string; email: string; password: string },
      from: Attempt,
    ): Promise<Account> {
      const email = input.email.toLowerCase();
      await limiter.enforce([
        { key: `signup:ip:${addressKey(from.ip)}`, limit: limits.signupAddress },
        { key: `signup:email:${email}`, limit: limits.signupIdentifier },
        { key: `signup:phone:${input.phone}`, limit: limits.signupIdentifier },
      ]);
      const [clash] = await db
        .select({ email: users.email, phone: users.phone })
        .from(users)
        .where(or(eq(users.email, email), eq(users.phone, input.phone)));
      if (clash) throw clash.email === email ? emailTaken() : phoneTaken();
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ fullName: input.fullName, email, phone: input.phone, passwordHash, lang: from.lang })
            .returning();
          const w = emailTexts(user.lang);
          await enqueueEmail(tx, {
            to: email,
            subject: w.welcomeSubject(opts.shopName),
            text: `${w.greeting(user.fullName)}\n\n${w.welcomeText(`${opts.publicUrl}${pathInLang("/", user.lang as Lang)}`)}\n\n${opts.shopName}`,
            kind: "welcome",
          });
          return toAccount(user);
        });
      } catch (error) {
        // Two signups racing for one email or phone: the database's unique keys decide.
        if (isUniqueViolation(error, "email")) throw emailTaken();
        if (isUniqueViolation(error, "phone")) throw phoneTaken();
        throw error;
      }
    },

    /**
     * An email or a 10-digit phone, and the password. Failures are throttled per account and
     * address (email and phone share the account's count); an unknown login is throttled the
     * same way under its own name, so the answers do not tell which accounts exist.
     */
    async login(
      identifier: string,
      password: string,
      from: Attempt,
    ): Promise<{ account: Account; sessionKey: string }> {
      const id = loginName(identifier);
      const [user] = await db
        .select()
        .from(users)
        .where(/^\d{10}$/.test(id) ? eq(users.phone, id) : eq(users.email, id));
      const attempt = await throttle.begin(user ? `user:${user.id}` : `login:${id}`, addressKey(from.ip));
      const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok) {
        await attempt.failed();
        throw new DomainError("login_required", messages.badLogin);
      }
      await attempt.succeeded();
      // Said only to whoever knows the password, so it tells a stranger nothing.
      if (user.disabledAt) throw new DomainError("forbidden", messages.disabled);
      // The language they sign in with is the one their emails use from now on.
      if (from.lang && from.lang !== user.lang)
        await db.update(users).set({ lang: from.lang }).where(eq(users.id, user.id));
      return { account: toAccount(user), sessionKey: await startSession(user.id) };
    },

    async logout(sessionKey: string) {
      await db.delete(sessions).where(eq(sessions.keyHash, hashSecret(sessionKey)));
    },

    /** The user of a live session (sliding its expiry), or null. */
    async authenticate(sessionKey: string, now = new Date()): Promise<SessionAccount | null> {
      const [row] = await db
        .select({ user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(sessions.userId, users.id))
        .where(and(eq(sessions.keyHash, hashSecret(sessionKey)), gt(sessions.expiresAt, now)));
      // Disabling deletes the sessions; this also refuses one a login racing the disable made.
      if (!row || row.user.disabledAt) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) })
          .where(eq(sessions.id, row.sessionId));
      }
      return { ...toAccount(row.user), sessionId: row.sessionId };
    },

    async profile(userId: number): Promise<Account> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new DomainError("not_found", "No such customer.");
      return toAccount(user);
    },

    /**
     * Name and phone; the email never changes here. Looking a new phone up tells whether it
     * is registered, so those lookups are limited per account.
     */
    /** Name and phone; an email only where the account has none yet (it is a login, so it stays once set). */
    async updateProfile(
      userId: number,
      input: { fullName: string; phone: string; email?: string },
    ): Promise<Account> {
      const current = await this.profile(userId);
      if (input.phone !== current.phone) {
        await limiter.enforce([{ key: `phone-lookup:${userId}`, limit: limits.phoneLookupAccount }]);
      }
      const [clash] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, input.phone), ne(users.id, userId)));
      if (clash) throw phoneTaken();
      try {
        await db
          .update(users)
          .set({
            fullName: input.fullName,
            phone: input.phone,
            ...(!current.email && input.email ? { email: input.email.toLowerCase() } : {}),
            // A new number is not confirmed until a code sent to it is typed back.
            ...(input.phone !== current.phone ? { phoneVerifiedAt: null } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId));
      } catch (error) {
        if (isUniqueViolation(error, "phone")) throw phoneTaken();
        if (isUniqueViolation(error, "email")) throw emailTaken();
        throw error;
      }
      return this.profile(userId);
    },

    /** The channels the customer's order messages go by (the profile's choice). */
    async setMessageChannels(userId: number, channels: MessageChannel[]): Promise<Account> {
      await db
        .update(users)
        .set({ messageChannels: [...new Set(channels)], updatedAt: new Date() })
        .where(eq(users.id, userId));
      return this.profile(userId);
    },

    /**
     * Checks the current password, sets the new one, ends the user's other sessions and
     * voids every reset link still outstanding. Wrong current passwords are limited per account.
     */
    async changePassword(userId: number, currentSessionId: number, current: string, next: string) {
      const wrongTries = [{ key: `password-change:${userId}`, limit: limits.passwordChangeAccount }];
      await limiter.check(wrongTries);
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user || !(await verifyPassword(current, user.passwordHash ?? DUMMY_HASH))) {
        await limiter.record(wrongTries);
        throw new DomainError("invalid_input", messages.wrongCurrentPassword, {
          currentpassword: messages.wrongCurrentPassword,
        });
      }
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)));
        await voidResetLinks(tx, userId, new Date());
      });
    },

    ...passwordReset,
    ...createPhoneAccounts(db, (userId) => startSession(userId)),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
