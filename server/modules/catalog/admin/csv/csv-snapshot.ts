import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { CSV_COLUMNS } from "../../../../../lib/catalogue-csv";
import { isGstRate } from "../../../../../lib/gst";
import { toRupeeString } from "../../../../../lib/money";
import type { PackUnit } from "../../../../../lib/pack-units";
import type { ListedIngredient } from "../../../../../lib/regulated-fields";
import { type CsvCell, toCsv } from "../../../../csv";
import type { Db } from "../../../../db/client";
import { packBatches } from "../../batches.schema";
import { packFigures } from "../../catalog.rows";
import { categories, productPrices, products } from "../../catalog.schema";
import { productTranslations } from "../../translations.schema";
import { listedIn } from "../sale-check";
import type { CropUsesColumn } from "./crop-uses-column";
import type { ProductValues } from "./csv-plan-types";

/** The catalogue as an import compares against it: the products a file names, their packs. */
export interface SnapProduct extends ProductValues {
  id: number;
  sku: string;
  version: number;
}

/** A pack's values as a row of the file gives them (and as the catalogue holds them). */
export interface PackValues {
  qty: number;
  unit: PackUnit;
  mrpPaise: number;
  discountPaise: number;
  stock: number;
  sellable: boolean;
  lowStock: number;
}

export interface SnapPack extends PackValues {
  id: number;
  /** Kept in batches (docs/decisions/0049-batches-and-expiry.md): its stock moves only by batch. */
  batched?: boolean;
  productId: number;
  displayOrder: number;
}

export interface SnapCategory {
  id: number;
  name: string;
  key: string;
}

export interface Snapshot {
  bySku: Map<string, SnapProduct>;
  byId: Map<number, SnapProduct>;
  packs: Map<number, SnapPack>;
  packsOf: Map<number, SnapPack[]>;
  categories: SnapCategory[];
  /** The products' crop_uses cells as the export writes them ("" where none). */
  usesOf: Map<number, string>;
  /** Reads a crop_uses cell against the crops as they are; none without the crops module. */
  readUses?: (cell: string) => { text: string } | { problem: string };
  /** The banned and restricted active ingredients (an import's "active" is checked against them). */
  listed: ListedIngredient[];
}

type Reader = Pick<Db, "select">;

/** The Hindi of these products (by id; those without none in the map). */
async function hindiOf(db: Reader, ids: number[] | "all") {
  const rows = await db
    .select({
      id: productTranslations.productId,
      name: productTranslations.name,
      short: productTranslations.shortDescription,
    })
    .from(productTranslations)
    .where(
      and(
        eq(productTranslations.lang, "hi"),
        ids === "all" ? undefined : inArray(productTranslations.productId, ids.length ? ids : [0]),
      ),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

/** A products row as the file sees it, with its Hindi ("" where none). */
function withHindi<P extends { id: number; gstRate: number }>(
  p: P,
  hindi: Map<number, { name: string; short: string }>,
) {
  const hi = hindi.get(p.id);
  return {
    ...p,
    // The table's check keeps the rate a slab; 18 only satisfies the type.
    gstRate: isGstRate(p.gstRate) ? p.gstRate : 18,
    nameHi: hi?.name ?? "",
    shortDescriptionHi: hi?.short ?? "",
  };
}

const productColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  categoryId: products.categoryId,
  shortDescription: products.shortDescription,
  hsnCode: products.hsnCode,
  gstRate: products.gstRate,
  regulatedKind: products.regulatedKind,
  registrationNo: products.registrationNo,
  grade: products.grade,
  variety: products.variety,
  germinationPct: products.germinationPct,
  manufacturer: products.manufacturer,
  marketer: products.marketer,
  activeIngredients: sql<string>`array_to_string(${products.activeIngredients}, '; ')`,
  restrictionNote: products.restrictionNote,
  active: products.isActive,
  featured: products.isFeatured,
  version: products.version,
};

const toPack = (p: typeof productPrices.$inferSelect): SnapPack => ({
  id: p.id,
  productId: p.productId,
  ...packFigures(p),
  lowStock: p.lowStockThreshold,
  displayOrder: p.displayOrder,
});

/**
 * The products with these SKUs or owning these packs, with all their packs, and every
 * category. With `lock` (the apply's transaction) the rows are locked until it ends, in id
 * order, so two imports at once wait for each other instead of deadlocking. FOR NO KEY UPDATE
 * (the lock an UPDATE takes) rather than FOR UPDATE: an order's new lines check their foreign
 * keys against these rows (KEY SHARE), and FOR UPDATE made them wait here while holding their
 * packs, which deadlocked orders with an import on PostgreSQL.
 */
export async function loadSnapshot(
  db: Reader,
  want: { skus: string[]; packIds: number[] },
  lock: boolean,
  cropUses?: CropUsesColumn,
): Promise<Snapshot> {
  const byPack = db
    .select({ id: productPrices.productId })
    .from(productPrices)
    .where(inArray(productPrices.id, want.packIds.length ? want.packIds : [0]));
  const productQuery = db
    .select(productColumns)
    .from(products)
    .where(or(inArray(products.sku, want.skus.length ? want.skus : [""]), inArray(products.id, byPack)))
    .orderBy(asc(products.id));
  const rows = lock ? await productQuery.for("no key update") : await productQuery;
  const ids = rows.map((p) => p.id);
  const hindi = await hindiOf(db, ids);
  const found: SnapProduct[] = rows.map((p) => withHindi(p, hindi));
  const packQuery = db
    .select()
    .from(productPrices)
    .where(inArray(productPrices.productId, ids.length ? ids : [0]))
    .orderBy(asc(productPrices.id));
  const packRows = lock ? await packQuery.for("no key update") : await packQuery;
  const batchedRows = await db
    .select({ id: packBatches.productPriceId })
    .from(packBatches)
    .where(inArray(packBatches.productPriceId, packRows.length ? packRows.map((p) => p.id) : [0]));
  const batched = new Set(batchedRows.map((b) => b.id));
  const cats = await db
    .select({ id: categories.id, name: categories.name, key: categories.categoryKey })
    .from(categories)
    .orderBy(asc(categories.displayOrder), asc(categories.id));

  const packsOf = new Map<number, SnapPack[]>();
  const packs = new Map<number, SnapPack>();
  for (const row of packRows) {
    const pack = { ...toPack(row), batched: batched.has(row.id) };
    packs.set(pack.id, pack);
    packsOf.set(pack.productId, [...(packsOf.get(pack.productId) ?? []), pack]);
  }
  for (const list of packsOf.values()) list.sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
  return {
    bySku: new Map(found.map((p) => [p.sku, p])),
    byId: new Map(found.map((p) => [p.id, p])),
    packs,
    packsOf,
    categories: cats,
    usesOf: cropUses ? await cropUses.cells(db, ids) : new Map(),
    readUses: cropUses ? await cropUses.reader(db) : undefined,
    listed: await listedIn(db as Db),
  };
}

const yesNo = (b: boolean) => (b ? "yes" : "no");

/**
 * Every product and pack size as CSV, one row per pack (a product without packs gets one row
 * of its own), by category and name. Written with a byte-order mark, which Excel needs to read
 * UTF-8 (₹, Hindi names); cells that look like formulas are made text (server/csv.ts).
 */
export async function exportCatalogueCsv(
  db: Db,
  cropUses?: CropUsesColumn,
): Promise<{ csv: string; rows: number }> {
  const list = await db
    .select({ ...productColumns, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(categories.displayOrder), asc(categories.id), asc(products.name), asc(products.id));
  const packRows = await db
    .select()
    .from(productPrices)
    .orderBy(asc(productPrices.productId), asc(productPrices.displayOrder), asc(productPrices.id));
  const hindi = await hindiOf(db, "all");
  const uses = cropUses ? await cropUses.cells(db, "all") : new Map<number, string>();
  const packsOf = new Map<number, SnapPack[]>();
  for (const row of packRows) {
    packsOf.set(row.productId, [...(packsOf.get(row.productId) ?? []), toPack(row)]);
  }
  const rows: CsvCell[][] = [];
  for (const row of list) {
    const p = withHindi(row, hindi);
    const product = [
      p.sku,
      p.name,
      p.category,
      p.shortDescription,
      p.nameHi,
      p.shortDescriptionHi,
      p.hsnCode,
      p.gstRate,
      p.regulatedKind,
      p.registrationNo,
      p.grade,
      p.variety,
      p.germinationPct,
      p.manufacturer,
      p.marketer,
      p.activeIngredients,
      p.restrictionNote,
      yesNo(p.active),
      yesNo(p.featured),
      uses.get(p.id) ?? "",
    ];
    const packs = packsOf.get(p.id) ?? [];
    if (packs.length === 0) rows.push([...product, ...Array(8).fill(null), p.version, null]);
    for (const k of packs) {
      rows.push([
        ...product,
        k.id,
        k.qty,
        k.unit,
        toRupeeString(k.mrpPaise),
        toRupeeString(k.discountPaise),
        k.stock,
        k.lowStock,
        yesNo(k.sellable),
        p.version,
        k.stock,
      ]);
    }
  }
  return { csv: `\uFEFF${toCsv([...CSV_COLUMNS], rows)}`, rows: rows.length };
}
