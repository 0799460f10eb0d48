import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant } from "../../db/columns";
import { orders } from "./orders.schema";

/**
 * The confirmation a cash-on-delivery order from a phone number not yet confirmed waits for
 * (docs/decisions/0037-cod-confirmation.md): the SMS code and the link's token, each kept only
 * as a hash. A code survives CODE_TRIES wrong answers and CODE_TTL_MS; "send the code again"
 * makes a new one, a few times per order (`sends`).
 */
export const codConfirmations = pgTable(
  "cod_confirmations",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The number the code went to (E.164): the code's hash is keyed by it. */
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    codeSentAt: instant("code_sent_at").notNull(),
    /** Wrong answers to the current code. */
    wrongTries: integer("wrong_tries").notNull().default(0),
    /** Codes sent for the order, the first included. */
    sends: integer("sends").notNull().default(1),
    /** SHA-256 of the confirm link's random token. */
    linkHash: text("link_hash").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [check("cod_confirmations_counts", sql`${t.wrongTries} >= 0 and ${t.sends} >= 1`)],
);
