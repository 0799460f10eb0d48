import { and, eq, sql } from "drizzle-orm";
import type { Lang } from "../../../lib/i18n/language";
import { EMAIL_PATTERN } from "../../../lib/validation/fields";
import { type Db, queryRows } from "../../db/client";
import { DomainError } from "../../domain-error";
import { indianMobile } from "../../phone-number";
import { priceInStock, productPrices, products } from "../catalog";
import { enqueueEmail } from "../outbox";
import { addressKey, createRateLimiter, type Limits } from "../rate-limits";
import { enqueueText } from "../texts";
import { stockAlerts } from "./stock-alerts.schema";

export const stockAlertMessages = {
  saved: "We will send you one message when this pack is back in stock.",
  contact: "Enter your mobile number or email address.",
  notAContact: "This is neither an Indian mobile number nor an email address. Check it.",
  inStock: "This pack is in stock: you can buy it now.",
  noSuchPack: "Product not found",
} as const;

export interface StockAlertShop {
  readonly shopName: string;
  publicUrl: string;
}

/** A contact as typed: an Indian mobile (kept E.164) or an email (kept in lower case). */
function contactOf(typed: string): { channel: "phone" | "email"; contact: string } {
  const text = typed.trim();
  if (!text)
    throw new DomainError("invalid_input", stockAlertMessages.contact, {
      contact: stockAlertMessages.contact,
    });
  if (text.includes("@")) {
    if (text.length <= 254 && EMAIL_PATTERN.test(text))
      return { channel: "email", contact: text.toLowerCase() };
  } else {
    const mobile = indianMobile(text);
    if (mobile.ok) return { channel: "phone", contact: mobile.e164 };
  }
  throw new DomainError("invalid_input", stockAlertMessages.notAContact, {
    contact: stockAlertMessages.notAContact,
  });
}

/** Back-in-stock requests: asked on a sold-out pack, answered once when it is back. */
export function createStockAlerts(
  db: Db,
  deps: { limits: Pick<Limits, "stockAlertAddress" | "stockAlertContact">; shop: StockAlertShop },
) {
  const limiter = createRateLimiter(db);
  let soon: NodeJS.Timeout | undefined;
  const service = {
    /** Keeps a request for a sold-out pack; the same contact asking again for it changes nothing. */
    async request(
      input: { productId: number; productPriceId: number; contact: string; lang: Lang },
      from: { ip: string },
    ): Promise<void> {
      const { channel, contact } = contactOf(input.contact);
      const [pack] = await db
        .select({ inStock: productPrices.inStock, stock: productPrices.stock, active: products.isActive })
        .from(productPrices)
        .innerJoin(products, eq(products.id, productPrices.productId))
        .where(and(eq(productPrices.id, input.productPriceId), eq(productPrices.productId, input.productId)));
      if (!pack || !pack.active) throw new DomainError("not_found", stockAlertMessages.noSuchPack);
      if (priceInStock(pack)) throw new DomainError("conflict", stockAlertMessages.inStock);
      await limiter.enforce([
        { key: `stock-alert:ip:${addressKey(from.ip)}`, limit: deps.limits.stockAlertAddress },
        { key: `stock-alert:${contact}`, limit: deps.limits.stockAlertContact },
      ]);
      await db
        .insert(stockAlerts)
        .values({ productPriceId: input.productPriceId, channel, contact, lang: input.lang, ip: from.ip })
        .onConflictDoNothing();
    },

    /**
     * Queues the message of every waiting request whose pack is in stock again, and ends the
     * request in the same transaction: one message each, whichever process runs it (SKIP LOCKED).
     * Returns how many were queued.
     */
    async sendDue(limit = 200): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await queryRows<{
          id: number;
          channel: "phone" | "email";
          contact: string;
          lang: Lang;
          product_id: number;
          name: string;
          name_hi: string | null;
          qty: string;
          unit: string;
        }>(
          tx,
          sql`select a.id, a.channel, a.contact, a.lang, p.id as product_id, p.name, pp.qty, pp.unit,
                (select nullif(t.name, '') from product_translations t where t.product_id = p.id and t.lang = 'hi') as name_hi
              from stock_alerts a
              join product_prices pp on pp.id = a.product_price_id
              join products p on p.id = pp.product_id
              where a.sent_at is null and pp.in_stock and pp.stock > 0 and p.is_active
              order by a.id
              limit ${limit}
              for update of a skip locked`,
        );
        for (const a of due) {
          const name = (a.lang === "hi" && a.name_hi) || a.name;
          const product = `${name} (${Number(a.qty)} ${a.unit})`;
          const link = `${deps.shop.publicUrl}/product-info/${a.product_id}`;
          if (a.channel === "phone") {
            await enqueueText(tx, {
              channel: "sms",
              to: a.contact,
              kind: "back_in_stock",
              lang: a.lang,
              vars: { shop: deps.shop.shopName, product, link },
            });
          } else {
            await enqueueEmail(
              tx,
              backInStockEmail(a.contact, a.lang, { shop: deps.shop.shopName, product, link }),
            );
          }
        }
        if (due.length > 0) {
          await tx
            .update(stockAlerts)
            .set({ sentAt: sql`now()` })
            .where(
              sql`${stockAlerts.id} in (${sql.join(
                due.map((a) => sql`${a.id}`),
                sql`, `,
              )})`,
            );
        }
        return due.length;
      });
    },

    /**
     * `sendDue` a second from now, once however often it is asked: called when the catalogue
     * changes in any process (server/cache-bus.ts), so a pack booked in is told within seconds;
     * the minute's job catches anything missed.
     */
    sendSoon(onError: (error: unknown) => void) {
      if (soon) return;
      soon = setTimeout(() => {
        soon = undefined;
        service.sendDue().catch(onError);
      }, 1000);
      soon.unref();
    },

    /** Forgets a `sendSoon` not yet run: the shop is stopping and its database about to close. */
    cancelSoon() {
      if (soon) clearTimeout(soon);
      soon = undefined;
    },
  };
  return service;
}

function backInStockEmail(to: string, lang: Lang, v: { shop: string; product: string; link: string }) {
  const hi = lang === "hi";
  return {
    to,
    kind: "back-in-stock" as const,
    subject: hi ? `${v.product} फिर से उपलब्ध है` : `Back in stock: ${v.product}`,
    text: hi
      ? `${v.product} फिर से उपलब्ध है। यहाँ खरीदें: ${v.link}\n\nआपने ${v.shop} पर यह सूचना माँगी थी; यह एक ही बार भेजी जाती है।`
      : `${v.product} is back in stock. Buy it here: ${v.link}\n\nYou asked ${v.shop} to tell you; this message is sent once only.`,
  };
}

export type StockAlerts = ReturnType<typeof createStockAlerts>;
