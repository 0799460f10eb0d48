import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { CartLine } from "../../../lib/cart-types";
import { hindiPackLabel, packLabel } from "../../../lib/catalog-types";
import type { Lang } from "../../../lib/i18n/language";
import {
  notCoveredSentence,
  offSaleSentence,
  type RegulatedKind,
  type SaleStops,
  type StateStop,
  stopFor,
} from "../../../lib/regulated";
import { MAX_LINE_QTY } from "../../../lib/validation/cart";
import { type Db, queryRows } from "../../db/client";
import { conflict, invalidInput, notFound } from "../../domain-error";
import {
  packTranslations,
  priceInStock,
  productImages,
  productName,
  productPrices,
  products,
} from "../catalog";
import { cartLines, carts } from "./cart.schema";

export type { CartLine };

type Ex = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A pack to add and how many. */
export interface CartPick {
  productId: number;
  productPriceId: number;
  qty: number;
}

/** One pack of several could not be added (`cause` says why); nothing of the others was. */
export class PickRefused extends Error {
  constructor(
    readonly productId: number,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

export const cartMessages = {
  added: "Product added to cart successfully.",
  increased: "Cart updated successfully.",
  decreased: "Quantity decreased successfully.",
  removed: "Product removed from cart successfully.",
  outOfStock: "Product is out of stock",
  minimum: "Minimum quantity is 1",
  notFound: "This cart item was not found.",
  noSuchProduct: "This product or pack size does not exist.",
  /** The pack chosen before logging in could not be added: the shop's licences do not cover it today. */
  offSale: "This product cannot be sold just now.",
} as const;

/** Most of one pack size a single cart line may hold (the cart form checks it too). */
export { MAX_LINE_QTY };

/** A pack's label in a language: the one staff wrote, else made from its quantity and unit. */
function packLabelIn(lang: Lang, qty: number, unit: string, written: string | null): string {
  if (written) return written;
  return lang === "hi" ? hindiPackLabel({ qty, unit }) : packLabel({ qty, unit });
}

/** Which licence kinds stop sales now, read in `ex` (the licences module's, wired in server/services.ts). */
export type SaleStopsIn = (ex: Ex) => Promise<SaleStops>;

/** Why a kind cannot go to the customer's default address (server/flows/licensed-goods.ts). */
export type StateStopIn = (ex: Ex, userId: number, kind: RegulatedKind) => Promise<StateStop | undefined>;

/**
 * The customer's cart. Lines hold only what and how many; every price is read from the
 * catalogue when the cart is read, so nothing the browser sends can change what it costs. A
 * product the shop's licences do not cover today (docs/decisions/0047-regulated-sales.md) is
 * refused with why, and its lines in a cart read so.
 */
export function createCartService(db: Db, opts: { saleStops?: SaleStopsIn; stateStop?: StateStopIn } = {}) {
  const stopsIn = opts.saleStops ?? (async () => ({}));
  const stateStopIn: StateStopIn = opts.stateStop ?? (async () => undefined);
  async function cartIdFor(userId: number, create: boolean, ex: Ex = db): Promise<number | undefined> {
    const [existing] = await ex.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
    if (existing || !create) return existing?.id;
    const [made] = await ex
      .insert(carts)
      .values({ userId })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } })
      .returning({ id: carts.id });
    return made.id;
  }

  /**
   * Adds `qty` packs; the same pack size again raises its line (`raised`). The line never
   * holds more than MAX_LINE_QTY or than the stock: one conditional upsert checks the new
   * total against both as it writes, so concurrent adds cannot pass them together.
   */
  async function addIn(
    ex: Ex,
    userId: number,
    productId: number,
    productPriceId: number,
    qty: number,
  ): Promise<{ lineId: number; raised: boolean }> {
    const [price] = await ex
      .select({
        stock: productPrices.stock,
        inStock: productPrices.inStock,
        active: products.isActive,
        name: products.name,
        kind: products.regulatedKind,
      })
      .from(productPrices)
      .innerJoin(products, eq(productPrices.productId, products.id))
      .where(and(eq(productPrices.id, productPriceId), eq(productPrices.productId, productId)));
    if (!price || !price.active) throw notFound(cartMessages.noSuchProduct);
    const stop = stopFor(price.kind, await stopsIn(ex));
    if (stop) throw conflict(offSaleSentence(price.name, stop));
    // Not to a state the licences do not cover (decision 0050), when the cart knows where it goes.
    const away = await stateStopIn(ex, userId, price.kind);
    if (away) throw conflict(notCoveredSentence(price.name, away));
    if (!priceInStock(price)) throw conflict(cartMessages.outOfStock);
    const cartId = (await cartIdFor(userId, true, ex)) as number;
    const room = (priceId: SQL) =>
      sql`least(${MAX_LINE_QTY}, (select ${productPrices.stock} from ${productPrices} where ${productPrices.id} = ${priceId}))`;
    const [line] = await queryRows<{ id: number; qty: number }>(
      ex,
      sql`insert into cart_lines (cart_id, product_id, product_price_id, qty)
          select ${cartId}, ${productId}, ${productPriceId}, ${qty}
          where ${qty} <= ${room(sql`${productPriceId}`)}
          on conflict (cart_id, product_price_id) do update set qty = cart_lines.qty + excluded.qty
          where cart_lines.qty + excluded.qty <= ${room(sql`excluded.product_price_id`)}
          returning id, qty`,
    );
    if (!line) throw conflict(cartMessages.outOfStock);
    // A new line holds exactly what was added; a raised one holds more.
    return { lineId: Number(line.id), raised: Number(line.qty) > qty };
  }

  return {
    /** How many lines the cart holds (the header's badge), in one small query. */
    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(cartLines)
        .innerJoin(carts, eq(cartLines.cartId, carts.id))
        .where(eq(carts.userId, userId));
      return row?.n ?? 0;
    },

    /**
     * The lines with current catalogue prices; `limit` keeps the newest N. Names and pack labels
     * in `lang` where a translation was written, else English (docs/decisions/0017-content-in-hindi.md).
     */
    async list(userId: number, limit?: number, lang: Lang = "en"): Promise<CartLine[]> {
      const cartId = await cartIdFor(userId, false);
      if (!cartId) return [];
      const rows = await db
        .select({
          cartId: cartLines.id,
          productId: cartLines.productId,
          name: productName(lang),
          label: packTranslations.label,
          priceId: productPrices.id,
          packSize: productPrices.qty,
          unit: productPrices.unit,
          mrp: productPrices.mrpPaise,
          discount: productPrices.discountPaise,
          stock: productPrices.stock,
          inStock: productPrices.inStock,
          active: products.isActive,
          kind: products.regulatedKind,
          qty: cartLines.qty,
          image: sql<string | null>`(select ${productImages.url} from ${productImages}
            where ${productImages.productId} = ${products.id} order by ${productImages.displayOrder}, ${productImages.id} limit 1)`,
        })
        .from(cartLines)
        .innerJoin(products, eq(cartLines.productId, products.id))
        .innerJoin(productPrices, eq(cartLines.productPriceId, productPrices.id))
        .leftJoin(
          packTranslations,
          and(eq(packTranslations.productPriceId, productPrices.id), eq(packTranslations.lang, lang)),
        )
        .where(eq(cartLines.cartId, cartId))
        .orderBy(asc(cartLines.id));
      const stops = await stopsIn(db);
      // Where the order will likely go (the default address): read once per regulated kind.
      const away = new Map<RegulatedKind, StateStop | undefined>();
      for (const kind of new Set(rows.map((r) => r.kind)))
        if (!stopFor(kind, stops)) away.set(kind, await stateStopIn(db, userId, kind));
      const lines = rows.map((r): CartLine => {
        const offSale = stopFor(r.kind, stops);
        const notCovered = offSale ? undefined : away.get(r.kind);
        return {
          id: r.cartId,
          productId: r.productId,
          productName: r.name,
          image: r.image ?? "/images/products/placeholder.svg",
          productPriceId: r.priceId,
          packSize: Number(r.packSize),
          packUnit: r.unit,
          packLabel: packLabelIn(lang, Number(r.packSize), r.unit, r.label),
          qty: r.qty,
          unitMrp: r.mrp,
          unitDiscount: r.discount,
          stock: !offSale && r.active && priceInStock(r) && r.stock >= r.qty ? "in_stock" : "out_of_stock",
          ...(offSale ? { offSale } : {}),
          ...(notCovered ? { notCovered } : {}),
        };
      });
      return limit ? lines.slice(-limit) : lines;
    },

    /** Adds `qty` packs of one size (see addIn). */
    add: (userId: number, productId: number, productPriceId: number, qty: number) =>
      addIn(db, userId, productId, productPriceId, qty),

    /**
     * Several packs at once (Frequently Bought Together, the dose calculator's packs), all or
     * none: the first refusal undoes those before it and names its product (`PickRefused`).
     */
    async addAll(userId: number, picks: readonly CartPick[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const pick of picks) {
          try {
            await addIn(tx, userId, pick.productId, pick.productPriceId, pick.qty);
          } catch (error) {
            throw new PickRefused(pick.productId, error);
          }
        }
      });
    },

    /** One pack fewer; never below 1. Only the owner's line is touched. */
    async removeOne(userId: number, cartLineId: number): Promise<void> {
      const cartId = await cartIdFor(userId, false);
      const [line] = cartId
        ? await db
            .select({ qty: cartLines.qty })
            .from(cartLines)
            .where(and(eq(cartLines.id, cartLineId), eq(cartLines.cartId, cartId)))
        : [];
      if (!line) throw notFound(cartMessages.notFound);
      if (line.qty <= 1) throw invalidInput(cartMessages.minimum);
      await db
        .update(cartLines)
        .set({ qty: sql`${cartLines.qty} - 1` })
        .where(
          and(
            eq(cartLines.id, cartLineId),
            eq(cartLines.cartId, cartId as number),
            sql`${cartLines.qty} > 1`,
          ),
        );
    },

    /** Deletes one of the owner's lines. */
    async remove(userId: number, cartLineId: number): Promise<void> {
      const cartId = await cartIdFor(userId, false);
      const deleted = cartId
        ? await db
            .delete(cartLines)
            .where(and(eq(cartLines.id, cartLineId), eq(cartLines.cartId, cartId)))
            .returning({ id: cartLines.id })
        : [];
      if (deleted.length === 0) throw notFound(cartMessages.notFound);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
