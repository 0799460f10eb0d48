import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, identityId, instant, requiredRef } from "../../db/columns";
import { productPrices } from "../catalog";

/**
 * "Tell me when it is back": one request per sold-out pack and phone or email. When the pack is
 * in stock again one message goes out and the request ends (`sent_at`); asking again while one
 * is waiting changes nothing. docs/decisions/0046-back-in-stock.md.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: identityId(),
    productPriceId: requiredRef("product_price_id", () => productPrices.id, { onDelete: "cascade" }),
    /** `phone`: E.164 (+919830012345); `email`: lower case. */
    channel: text("channel").$type<"phone" | "email">().notNull(),
    contact: text("contact").notNull(),
    /** The page's language when asked: the message's language. */
    lang: text("lang").$type<"en" | "hi">().notNull(),
    ip: text("ip"),
    createdAt: createdAt(),
    /** When the message was queued; the request has ended. */
    sentAt: instant("sent_at"),
  },
  (t) => [
    uniqueIndex("stock_alerts_waiting_uq").on(t.productPriceId, t.contact).where(sql`${t.sentAt} is null`),
    index("stock_alerts_waiting_idx").on(t.productPriceId).where(sql`${t.sentAt} is null`),
    check("stock_alerts_channel", sql`${t.channel} in ('phone', 'email')`),
    check("stock_alerts_lang", sql`${t.lang} in ('en', 'hi')`),
  ],
);
