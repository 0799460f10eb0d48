import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, identityId, instant } from "../../db/columns";

/**
 * The six-digit codes sent by SMS (server/one-time-code.ts): only a keyed hash of each is kept,
 * with what it is for, the number it went to (E.164), when it stops being good, the wrong tries
 * it has taken and when it was spent (docs/decisions/0036-sign-in-by-phone.md).
 */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: identityId(),
    purpose: text("purpose").$type<CodePurpose>().notNull(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: instant("expires_at").notNull(),
    triesUsed: integer("tries_used").notNull().default(0),
    spentAt: instant("spent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("phone_codes_phone_idx").on(t.phone, t.purpose, t.createdAt),
    check("phone_codes_purpose", sql`${t.purpose} in ('signup', 'login', 'reset')`),
  ],
);

/** What a code is for: a new account, a sign-in, a new password. */
export const CODE_PURPOSES = ["signup", "login", "reset"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
