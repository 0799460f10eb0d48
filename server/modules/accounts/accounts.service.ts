import { and, eq, gt, isNull, ne, or } from "drizzle-orm";
import { type Lang, pathInLang } from "../../../lib/i18n/language";
import type { Db } from "../../db/client";
import { DomainError } from "../../domain-error";
import { emailTexts } from "../../i18n/emails";
import { enqueueEmail } from "../outbox/outbox.service";
import { addressKey, createRateLimiter } from "../rate-limits/limiter";
import type { Limits } from "../rate-limits/limits";
import { createLoginThrottle } from "../rate-limits/login-throttle";
import { passwordResetTokens, sessions, type User, users } from "./accounts.schema";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords";
import { hashSecret, newSecret } from "./tokens";

export const SESSION_IDLE_DAYS = 30;
const SESSION_IDLE_MS = SESSION_IDLE_DAYS * 86_400_000;
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 3_600_000;
const RESET_VALID_MS = 3_600_000;

export const messages = {
  signedUp: "Signup successful! Welcome.",
  emailTaken: "An account with this email already exists.",
  phoneTaken: "An account with this phone number already exists.",
  badLogin: "Invalid email/phone or password",
  loggedIn: "Login successful.",
  loggedOut: "You have been signed out.",
  profileUpdated: "Profile updated successfully.",
  passwordChanged: "Password changed successfully.",
  wrongCurrentPassword: "Current password is incorrect.",
  forgotSent: "If an account exists for this email, we have sent a link to reset the password.",
  resetDone: "Your password has been reset. Please log in with the new password.",
  resetInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  disabled:
    "This account has been disabled by the shop, so you cannot log in. Please contact us through the Contact Us page if you think this is a mistake.",
} as const;

/** A customer's account as the rest of the shop sees it (never the password hash). */
export interface Account {
  userId: number;
  fullName: string;
  email: string;
  phone: string;
}

/** The account of a live session. */
export interface SessionAccount extends Account {
  sessionId: number;
}

/** Where an attempt comes from (server/http/client-ip.ts), for the per-address limits. */
export interface Attempt {
  ip: string;
  /** The language the customer is using (server/http/language.ts): remembered, and their emails' language. */
  lang?: Lang;
}

const toAccount = (u: User): Account => ({
  userId: u.id,
  fullName: u.fullName,
  email: u.email,
  phone: u.phone,
});

const emailTaken = () => new DomainError("conflict", messages.emailTaken, { email: messages.emailTaken });
const phoneTaken = () =>
  new DomainError("conflict", messages.phoneTaken, { phonenumber: messages.phoneTaken });

const isUniqueViolation = (error: unknown, constraint: string) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const name = e.constraint ?? e.cause?.constraint ?? "";
  return code === "23505" && name.includes(constraint);
};

/** Customer accounts: signup, login, sessions, profile, passwords. */
export function createAccountsService(db: Db, opts: { publicUrl: string; shopName: string; limits: Limits }) {
  const { limits } = opts;
  const limiter = createRateLimiter(db);
  const throttle = createLoginThrottle(
    db,
    { pair: limits.loginPair, account: limits.loginAccount, address: limits.loginAddress },
    "customer",
  );

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
      const id = identifier.trim().toLowerCase();
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
    async updateProfile(userId: number, input: { fullName: string; phone: string }): Promise<Account> {
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
          .set({ fullName: input.fullName, phone: input.phone, updatedAt: new Date() })
          .where(eq(users.id, userId));
      } catch (error) {
        if (isUniqueViolation(error, "phone")) throw phoneTaken();
        throw error;
      }
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
      if (!user || !(await verifyPassword(current, user.passwordHash))) {
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
function voidResetLinks(tx: Pick<Db, "update">, userId: number, now: Date) {
  return tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export type AccountsService = ReturnType<typeof createAccountsService>;
