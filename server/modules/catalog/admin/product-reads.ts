import { and, asc, count, eq, exists, ilike, inArray, not, or, type SQL, sql } from "drizzle-orm";
import { stopFor } from "../../../../lib/regulated";
import { type RegulatedFields, saleProblems } from "../../../../lib/regulated-fields";
import type { Db } from "../../../db/client";
import { likeText } from "../../../db/paged-list";
import { imageRows, packFigures, pictureOf, type SaleStopsSource } from "../catalog.rows";
import { categories, type ProductPrice, productPrices, products } from "../catalog.schema";
import { productTranslations } from "../translations.schema";
import { listedIn } from "./sale-check";
import { packLabelsHi, productHi } from "./translations";
import type {
  AdminImage,
  AdminPack,
  AdminProduct,
  AdminProductRow,
  LowStockPack,
  ProductListPage,
  ProductListQuery,
} from "./types";

export const PRODUCTS_PER_ADMIN_PAGE = 20;

export const toAdminPack = (p: ProductPrice, labelHi = ""): AdminPack => ({
  id: p.id,
  ...packFigures(p),
  lowStockThreshold: p.lowStockThreshold,
  low: p.stock <= p.lowStockThreshold,
  labelHi,
});

const packIsLow = sql`${productPrices.stock} <= ${productPrices.lowStockThreshold}`;
const packSells = and(eq(productPrices.inStock, true), sql`${productPrices.stock} > 0`);
const packOf = (cond: SQL | undefined) =>
  exists(sql`(select 1 from ${productPrices} where ${productPrices.productId} = ${products.id} and ${cond})`);

/** The back office's reads of products: the filtered list, one product to edit, the low-stock packs. */
export function createProductReads(db: Db, saleStops: SaleStopsSource = async () => ({})) {
  /**
   * The product with why it cannot be sold today, if the shop's licences do not cover it, and
   * what stops it being put on sale (lib/regulated-fields.ts).
   */
  const withStop = async <
    P extends { regulatedKind: AdminProduct["regulatedKind"]; label: AdminProduct["label"] },
  >(
    rows: P[],
  ) => {
    const [stops, list] = await Promise.all([saleStops(), rows.length ? listedIn(db) : []]);
    return rows.map((p) => {
      const offSale = stopFor(p.regulatedKind, stops);
      const labelProblems = saleProblems(p.regulatedKind, p.label, list);
      return offSale ? { ...p, labelProblems, offSale } : { ...p, labelProblems };
    });
  };

  async function packsOf(ids: number[]): Promise<Map<number, AdminPack[]>> {
    const map = new Map<number, AdminPack[]>();
    if (ids.length === 0) return map;
    const rows = await db
      .select()
      .from(productPrices)
      .where(inArray(productPrices.productId, ids))
      .orderBy(asc(productPrices.displayOrder), asc(productPrices.id));
    const labels = await packLabelsHi(
      db,
      rows.map((r) => r.id),
    );
    for (const r of rows)
      map.set(r.productId, [...(map.get(r.productId) ?? []), toAdminPack(r, labels.get(r.id))]);
    return map;
  }

  async function imagesOf(ids: number[]): Promise<Map<number, AdminImage[]>> {
    const map = new Map<number, AdminImage[]>();
    for (const r of await imageRows(db, ids)) {
      map.set(r.productId, [...(map.get(r.productId) ?? []), { id: r.id, ...pictureOf(r) }]);
    }
    return map;
  }

  const productColumns = {
    id: products.id,
    name: products.name,
    categoryId: products.categoryId,
    categoryName: categories.name,
    sku: products.sku,
    active: products.isActive,
    featured: products.isFeatured,
    regulatedKind: products.regulatedKind,
    version: products.version,
    updatedAt: products.updatedAt,
    registrationNo: products.registrationNo,
    grade: products.grade,
    variety: products.variety,
    germinationPct: products.germinationPct,
    manufacturer: products.manufacturer,
    marketer: products.marketer,
    activeIngredients: products.activeIngredients,
    restrictionNote: products.restrictionNote,
  };
  /** A row of productColumns with its label details gathered. */
  const gathered = <R extends RegulatedFields>(r: R) => {
    const {
      registrationNo,
      grade,
      variety,
      germinationPct,
      manufacturer,
      marketer,
      activeIngredients,
      restrictionNote,
      ...rest
    } = r;
    return {
      ...rest,
      label: {
        registrationNo,
        grade,
        variety,
        germinationPct,
        manufacturer,
        marketer,
        activeIngredients,
        restrictionNote,
      },
    };
  };

  return {
    /** Products by name or SKU, category, stock and status; 20 a page, by name. */
    async list(query: ProductListQuery): Promise<ProductListPage> {
      const where: (SQL | undefined)[] = [];
      const search = query.search?.trim();
      if (search)
        where.push(
          or(
            ilike(products.name, likeText(search)),
            ilike(products.sku, likeText(search)),
            inArray(
              products.id,
              db
                .select({ id: productTranslations.productId })
                .from(productTranslations)
                .where(ilike(productTranslations.name, likeText(search.normalize("NFC")))),
            ),
          ),
        );
      if (query.categoryId) where.push(eq(products.categoryId, query.categoryId));
      if (query.status === "active") where.push(eq(products.isActive, true));
      if (query.status === "inactive") where.push(eq(products.isActive, false));
      if (query.stock === "low") where.push(packOf(packIsLow));
      if (query.stock === "out") where.push(not(packOf(packSells)));
      const filter = and(...where);
      const [{ total }] = await db.select({ total: count() }).from(products).where(filter);
      const pageCount = Math.max(1, Math.ceil(total / PRODUCTS_PER_ADMIN_PAGE));
      const page = Math.min(Math.max(1, query.page ?? 1), pageCount);
      const found = await db
        .select(productColumns)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(filter)
        .orderBy(asc(products.name), asc(products.id))
        .limit(PRODUCTS_PER_ADMIN_PAGE)
        .offset((page - 1) * PRODUCTS_PER_ADMIN_PAGE);
      const ids = found.map((r) => r.id);
      const [packs, images] = await Promise.all([packsOf(ids), imagesOf(ids)]);
      const rows: AdminProductRow[] = await withStop(
        found.map((r) => ({ ...gathered(r), packs: packs.get(r.id) ?? [], image: images.get(r.id)?.[0] })),
      );
      return { rows, total, page, pageCount };
    },

    /** One product with everything its form edits; undefined when there is none. */
    async get(id: number): Promise<AdminProduct | undefined> {
      const [row] = await db
        .select({
          ...productColumns,
          descriptionHtml: products.descriptionHtml,
          shortDescription: products.shortDescription,
          hsnCode: products.hsnCode,
          gstRate: products.gstRate,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.id, id));
      if (!row) return undefined;
      const [packs, images, hi] = await Promise.all([packsOf([id]), imagesOf([id]), productHi(db, id)]);
      const [product] = await withStop([
        { ...gathered(row), packs: packs.get(id) ?? [], images: images.get(id) ?? [], hi },
      ]);
      return product;
    },

    /** Every pack at or below its low-stock level, emptiest first. */
    async lowStock(): Promise<LowStockPack[]> {
      const rows = await db
        .select({
          pack: productPrices,
          productName: products.name,
          sku: products.sku,
          productActive: products.isActive,
          version: products.version,
        })
        .from(productPrices)
        .innerJoin(products, eq(products.id, productPrices.productId))
        .where(packIsLow)
        .orderBy(asc(productPrices.stock), asc(products.name), asc(productPrices.displayOrder))
        .limit(500);
      return rows.map((r) => ({
        ...toAdminPack(r.pack),
        productId: r.pack.productId,
        productName: r.productName,
        sku: r.sku,
        productActive: r.productActive,
        version: r.version,
      }));
    },
  };
}
