import { and, eq, gt, isNull, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { DomainError } from "../../domain-error";
import { enqueueEmail } from "../outbox/outbox.service";
import { passwordResetTokens, sessions, type User, users } from "./accounts.schema";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords";
import { createRateLimiter, LIMITS } from "./rate-limit";
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

/** Where an attempt comes from, for the per-IP limits. */
export interface Attempt {
  ip: string;
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
export function createAccountsService(db: Db, opts: { publicUrl: string; shopName: string }) {
  const limiter = createRateLimiter(db);

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
        { key: `signup:ip:${from.ip}`, limit: LIMITS.signupIp },
        { key: `signup:acct:${email}`, limit: LIMITS.signupAccount },
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
            .values({ fullName: input.fullName, email, phone: input.phone, passwordHash })
            .returning();
          await enqueueEmail(tx, {
            to: email,
            subject: `Welcome to ${opts.shopName}`,
            text: `Hello ${user.fullName},\n\nYour account is ready. You can now keep a cart, check out and follow your orders at ${opts.publicUrl}.\n\n${opts.shopName}`,
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

    /** An email or a 10-digit phone, and the password. */
    async login(
      identifier: string,
      password: string,
      from: Attempt,
    ): Promise<{ account: Account; sessionKey: string }> {
      const id = identifier.trim().toLowerCase();
      await limiter.enforce([
        { key: `login:ip:${from.ip}`, limit: LIMITS.loginIp },
        { key: `login:acct:${id}`, limit: LIMITS.loginAccount },
      ]);
      const [user] = await db
        .select()
        .from(users)
        .where(/^\d{10}$/.test(id) ? eq(users.phone, id) : eq(users.email, id));
      const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok) throw new DomainError("login_required", messages.badLogin);
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
      if (!row) return null;
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

    /** Name and phone; the email never changes here. */
    async updateProfile(userId: number, input: { fullName: string; phone: string }): Promise<Account> {
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

    /** Checks the current password, sets the new one, and ends the user's other sessions. */
    async changePassword(userId: number, currentSessionId: number, current: string, next: string) {
      await limiter.enforce([{ key: `password:acct:${userId}`, limit: LIMITS.loginAccount }]);
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user || !(await verifyPassword(current, user.passwordHash))) {
        throw new DomainError("invalid_input", messages.wrongCurrentPassword, {
          currentpassword: messages.wrongCurrentPassword,
        });
      }
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)));
      });
    },

    /**
     * Sends a one-time reset link when the account exists; says nothing either way. Over the
     * limit nothing goes out either, and the caller still cannot tell.
     */
    async forgotPassword(email: string, from: Attempt, now = new Date()) {
      const address = email.trim().toLowerCase();
      const verdict = await limiter.hit([
        { key: `forgot:ip:${from.ip}`, limit: LIMITS.forgotIp },
        { key: `forgot:acct:${address}`, limit: LIMITS.forgotAccount },
      ]);
      if (!verdict.allowed) return;
      const [user] = await db.select().from(users).where(eq(users.email, address));
      if (!user) return;
      const token = newSecret();
      await db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          userId: user.id,
          tokenHash: hashSecret(token),
          expiresAt: new Date(now.getTime() + RESET_VALID_MS),
        });
        await enqueueEmail(tx, {
          to: user.email,
          subject: `Reset your ${opts.shopName} password`,
          text: `Hello ${user.fullName},\n\nTo choose a new password, open this link within one hour:\n${opts.publicUrl}/forgot-password/reset/${token}\n\nIf you did not ask for this, ignore this email; your password stays as it is.\n\n${opts.shopName}`,
          kind: "password-reset",
        });
      });
    },

    /** Spends a reset token: sets the password and ends every session of the account. */
    async resetPassword(token: string, next: string, now = new Date()) {
      const passwordHash = await hashPassword(next);
      const done = await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashSecret(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!spent) return false;
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, spent.userId));
        await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
        return true;
      });
      if (!done)
        throw new DomainError("invalid_input", messages.resetInvalid, { token: messages.resetInvalid });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
