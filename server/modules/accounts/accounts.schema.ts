import { sql } from "drizzle-orm";
import { check, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, identityId, instant, requiredRef, updatedAt } from "../../db/columns";

/** Customers. Email is stored lower-cased; phone is 10 digits. Both are unique logins. */
export const users = pgTable(
  "users",
  {
    id: identityId(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull().unique(),
    phone: text("phone").notNull().unique(),
    phoneVerifiedAt: instant("phone_verified_at"),
    passwordHash: text("password_hash").notNull(),
    /** Set when the staff disable the account: no sign-in, no live session; orders are kept. */
    disabledAt: instant("disabled_at"),
    /** The language the customer last used the shop in (signup, login, order): their emails' language. */
    lang: text("lang").notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_phone_digits", sql`${t.phone} ~ '^[0-9]{10}$'`),
    check("users_lang", sql`${t.lang} in ('en','hi')`),
  ],
);

/** Sessions keep only a SHA-256 hash of the key, so a database leak gives no live session. */
export const sessions = pgTable(
  "sessions",
  {
    id: identityId(),
    userId: requiredRef("user_id", () => users.id, { onDelete: "cascade" }),
    keyHash: text("key_hash").notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** One-time password reset tokens (hash only), valid for an hour. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: identityId(),
    userId: requiredRef("user_id", () => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

export type User = typeof users.$inferSelect;
