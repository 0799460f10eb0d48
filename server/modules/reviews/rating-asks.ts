import { and, asc, eq, isNull, lte, notExists, sql } from "drizzle-orm";
import { type Lang, pathInLang } from "../../../lib/i18n/language";
import type { Db, Tx } from "../../db/client";
import { emailTexts } from "../../i18n/emails";
import { customerContact } from "../accounts";
import { productName, products } from "../catalog";
import { orderLines, orders, orderUrl, type ShopMail } from "../orders";
import { enqueueEmail, renderEmail } from "../outbox";
import { notifyCustomer } from "../texts";
import { ratingAsks, reviews } from "./reviews.schema";

/**
 * How long after delivery the customer is asked: time to open the packs and use them (a spray
 * shows in days, a fertiliser in a week or two; three days is the compromise before the order
 * is forgotten).
 */
export const ASK_AFTER_MS = 3 * 24 * 3600_000;

/**
 * Notes that a delivered order's customer is to be asked for a rating, in the delivery's
 * transaction. Once per order, whatever happens later: a second delivery of the same order
 * (recorded again, a retried request) writes nothing.
 */
export async function askForRating(tx: Pick<Db, "insert">, orderId: number, deliveredAt = new Date()) {
  await tx
    .insert(ratingAsks)
    .values({ orderId, dueAt: new Date(deliveredAt.getTime() + ASK_AFTER_MS) })
    .onConflictDoNothing();
}

/** The order's products the customer has not reviewed yet, named in `lang`. */
function unrated(tx: Tx, orderId: number, userId: number, lang: Lang) {
  return tx
    .selectDistinct({ id: products.id, name: productName(lang) })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      and(
        eq(orderLines.orderId, orderId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(reviews)
            .where(and(eq(reviews.productId, orderLines.productId), eq(reviews.userId, userId))),
        ),
      ),
    )
    .orderBy(asc(products.id));
}

/** Asks one due order's customer, inside the claim's transaction; answers what became of it. */
async function ask(tx: Tx, orderId: number, shop: ShopMail): Promise<"sent" | "skipped"> {
  const [order] = await tx
    .select({ userId: orders.userId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  const to = order && (await customerContact(tx, order.userId));
  if (!order || !to || order.status !== "DELIVERED") return "skipped";
  const lang: Lang = to.lang === "hi" ? "hi" : "en";
  const left = await unrated(tx, orderId, order.userId, lang);
  // Everything in it is rated already: nothing to ask.
  if (left.length === 0) return "skipped";
  const wanted = await notifyCustomer(tx, {
    to,
    kind: "rate_order",
    vars: { shop: shop.shopName, order: `#${orderId}`, link: orderUrl(orderId, lang, shop) },
    whatsapp: Boolean(shop.whatsapp),
  });
  if (wanted.email && to.email) {
    const w = emailTexts(lang);
    await enqueueEmail(
      tx,
      renderEmail({
        to: to.email,
        lang,
        kind: "rating-ask",
        subject: w.rateSubject(orderId, shop.shopName),
        greeting: w.greeting(to.fullName),
        paragraphs: [w.rateAsk(orderId), w.rateHow],
        links: left.map((p) => ({
          label: w.rateProduct(p.name),
          url: `${shop.publicUrl}${pathInLang(`/product-info/${p.id}`, lang)}#review`,
        })),
        signature: shop.shopName,
      }),
    );
  }
  return wanted.texts.length > 0 || wanted.email ? "sent" : "skipped";
}

/**
 * Sends the rating requests that are due, each in its own transaction: the request is claimed
 * (FOR UPDATE SKIP LOCKED, so two processes never take the same one), its message queued in the
 * outbox and the request marked done together. A run that fails leaves it due for the next; a
 * done request is never looked at again, so a retried or second run sends nothing twice.
 * Answers how many it handled.
 */
export async function sendDueRatingAsks(
  db: Db,
  opts: { shop: ShopMail; now?: Date; batch?: number },
): Promise<number> {
  const now = opts.now ?? new Date();
  let handled = 0;
  while (handled < (opts.batch ?? 50)) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ orderId: ratingAsks.orderId })
        .from(ratingAsks)
        .where(and(isNull(ratingAsks.sentAt), lte(ratingAsks.dueAt, now)))
        .orderBy(asc(ratingAsks.dueAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return false;
      const outcome = await ask(tx, due.orderId, opts.shop);
      await tx.update(ratingAsks).set({ sentAt: now, outcome }).where(eq(ratingAsks.orderId, due.orderId));
      return true;
    });
    if (!done) break;
    handled++;
  }
  return handled;
}
