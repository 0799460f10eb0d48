import { and, eq, inArray } from "drizzle-orm";
import { hindiPackLabel } from "../../../lib/catalog-types";
import type { Lang } from "../../../lib/i18n/language";
import type { Db } from "../../db/client";
import { packTranslations, productTranslations } from "../catalog";
import { itemOf } from "./order-rows";
import type { OrderItem } from "./order-types";
import { orderLines } from "./orders.schema";

/**
 * An order's items named in `lang` where the catalogue has them now: the order keeps the English
 * it was placed with (a record), the customer reads "भिंडी के बीज …", "100 ग्राम". A pack with no
 * Hindi label written is said in Hindi words ("10 का पैक"), never "10 pcs". Pages, emails and
 * the tracking page all name items through this (docs/decisions/0017-content-in-hindi.md).
 */
export async function itemsInLanguage<
  T extends Pick<
    OrderItem,
    "productId" | "productPriceId" | "productName" | "packQty" | "unit" | "packLabel"
  >,
>(db: Pick<Db, "select">, items: T[], lang: Lang): Promise<T[]> {
  if (lang === "en" || items.length === 0) return items;
  const productIds = [...new Set(items.map((i) => i.productId))];
  const packIds = [...new Set(items.map((i) => i.productPriceId))];
  const [names, labels] = await Promise.all([
    db
      .select({ id: productTranslations.productId, name: productTranslations.name })
      .from(productTranslations)
      .where(and(inArray(productTranslations.productId, productIds), eq(productTranslations.lang, lang))),
    db
      .select({ id: packTranslations.productPriceId, label: packTranslations.label })
      .from(packTranslations)
      .where(and(inArray(packTranslations.productPriceId, packIds), eq(packTranslations.lang, lang))),
  ]);
  const name = new Map(names.filter((n) => n.name !== "").map((n) => [n.id, n.name]));
  const label = new Map(labels.filter((l) => l.label !== "").map((l) => [l.id, l.label]));
  return items.map((i) => ({
    ...i,
    productName: name.get(i.productId) ?? i.productName,
    packLabel: label.get(i.productPriceId) ?? i.packLabel ?? hindiPackLabel({ qty: i.packQty, unit: i.unit }),
  }));
}

/** Lines of an order as a part refund records them (the order line, its name and pack as placed). */
interface NamedLine {
  orderLineId: number;
  productName: string;
  pack: string;
}

/** A part refund's lines named in `lang`, through their order lines (the refund email's table). */
export async function refundLinesInLanguage<T extends NamedLine>(
  db: Pick<Db, "select">,
  lines: T[],
  lang: Lang,
): Promise<T[]> {
  if (lang === "en" || lines.length === 0) return lines;
  const rows = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.id,
        lines.map((l) => l.orderLineId),
      ),
    );
  const named = await itemsInLanguage(db, rows.map(itemOf), lang);
  const byLine = new Map(named.map((i) => [i.id, i]));
  return lines.map((l) => {
    const item = byLine.get(l.orderLineId);
    return item ? { ...l, productName: item.productName, pack: item.packLabel ?? l.pack } : l;
  });
}
