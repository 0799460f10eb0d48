import { sql } from "drizzle-orm";
import { CSV_IMPORT_REASON } from "../../../../../lib/catalogue-csv";
import { toRupeeString } from "../../../../../lib/money";
import { packName } from "../../../../../lib/pack-units";
import { conflict } from "../../../../domain-error";
import { type AuditActor, type AuditEntryInput, recordAudits, type Tx } from "../../../staff";
import { productPrices, products } from "../../catalog.schema";
import { moveStock, type StockMove, staffWho } from "../../stock/move-stock";
import { productTranslations } from "../../translations.schema";
import { slugFor } from "../product-writes";
import type { CropUsesColumn } from "./crop-uses-column";
import type { NewPack, ProductValues, Writes } from "./csv-plan";

export const CATALOGUE_CHANGED =
  "The catalogue changed since the preview (a sale, or someone's edit): preview the file again to see what it would change now.";

/** What an applied import did, in numbers. */
export interface ImportSummary {
  productsCreated: number;
  productsUpdated: number;
  packsCreated: number;
  packsUpdated: number;
  stockChanges: number;
}

/** What a plan's writes come to, in numbers (the preview's and the apply's summary). */
export const summarize = (writes: Writes): ImportSummary => ({
  productsCreated: writes.create.length,
  productsUpdated: writes.update.length,
  packsCreated: writes.newPacks.length + writes.create.reduce((n, p) => n + p.packs.length, 0),
  packsUpdated: writes.packs.length,
  stockChanges: writes.stock.length,
});

function* chunks<T>(list: readonly T[], size: number) {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}

const packColumns = (p: NewPack, productId: number) => ({
  productId,
  qty: String(p.qty),
  unit: p.unit,
  mrpPaise: p.mrpPaise,
  discountPaise: p.discountPaise,
  // The count arrives through the ledger (below), like every stock change.
  stock: 0,
  inStock: p.sellable,
  lowStockThreshold: p.lowStock,
  displayOrder: p.displayOrder,
});

const stockEntry = (packId: number, label: string, before: number, after: number): AuditEntryInput => ({
  entity: "pack",
  entityId: packId,
  action: "stock",
  before: { [`stock of ${label}`]: before },
  after: { [`stock of ${label}`]: after },
  reason: CSV_IMPORT_REASON,
});

/** A planned product's label details as the products table holds them (the ingredients a list). */
const labelRow = (p: ProductValues) => ({
  registrationNo: p.registrationNo,
  grade: p.grade,
  variety: p.variety,
  germinationPct: p.germinationPct,
  manufacturer: p.manufacturer,
  marketer: p.marketer,
  activeIngredients: p.activeIngredients ? p.activeIngredients.split("; ") : [],
  restrictionNote: p.restrictionNote,
});

const nfc = (s: string) => s.normalize("NFC");

/**
 * The products' Hindi name and short description beside the English
 * (docs/decisions/0017-content-in-hindi.md): one statement for the lot, stored NFC as the
 * product form stores it; the Hindi description is the form's alone and stays as it is.
 */
async function writeHindi(tx: Tx, list: { id: number; nameHi: string; shortDescriptionHi: string }[]) {
  const rows = list
    .filter((p) => p.nameHi || p.shortDescriptionHi)
    .map((p) => ({
      productId: p.id,
      lang: "hi",
      name: nfc(p.nameHi),
      shortDescription: nfc(p.shortDescriptionHi),
    }));
  if (rows.length === 0) return;
  await tx
    .insert(productTranslations)
    .values(rows)
    .onConflictDoUpdate({
      target: [productTranslations.productId, productTranslations.lang],
      set: { name: sql`excluded.name`, shortDescription: sql`excluded.short_description` },
    });
}

/**
 * Writes a planned import inside the caller's transaction, a few statements per 500 rows
 * rather than one per row (5,000 rows in a few seconds). Every change is an audit entry as the
 * product form's would be; a product whose fields or packs changed moves to its next version,
 * so a form opened before the import is refused rather than overwriting it.
 */
export async function writeImport(
  tx: Tx,
  actor: AuditActor,
  writes: Writes,
  file: { name: string; rows: number },
  cropUses?: CropUsesColumn,
): Promise<ImportSummary> {
  const audit: AuditEntryInput[] = [];
  const createdId = new Map<string, number>();
  const usesText = new Map(writes.cropUses.map((u) => [u.sku, u.text]));
  const moves: StockMove[] = [];
  const who = staffWho(actor);
  const reference = `${CSV_IMPORT_REASON}: ${file.name}`;
  const count = (packId: number, change: number) =>
    moves.push({ packId, change, reason: "import", who, reference });

  for (const part of chunks(writes.create, 500)) {
    const made = await tx
      .insert(products)
      .values(
        part.map((p) => ({
          categoryId: p.categoryId,
          name: p.name,
          slug: slugFor(p.name),
          sku: p.sku,
          shortDescription: p.shortDescription,
          hsnCode: p.hsnCode,
          gstRate: p.gstRate,
          regulatedKind: p.regulatedKind,
          ...labelRow(p),
          isActive: p.active,
          isFeatured: p.featured,
        })),
      )
      .returning({ id: products.id, sku: products.sku });
    const idOf = new Map(made.map((m) => [m.sku, m.id]));
    for (const [sku, id] of idOf) createdId.set(sku, id);
    await writeHindi(
      tx,
      part.map((p) => ({ ...p, id: idOf.get(p.sku) as number })),
    );
    const packs = part.flatMap((p) => p.packs.map((k) => packColumns(k, idOf.get(p.sku) as number)));
    const inserted = packs.length ? await tx.insert(productPrices).values(packs).returning() : [];
    for (const p of part) {
      const id = idOf.get(p.sku) as number;
      const planned = new Map(p.packs.map((k) => [k.displayOrder, k.stock]));
      audit.push({
        entity: "product",
        entityId: id,
        action: "create",
        after: {
          name: p.name,
          sku: p.sku,
          categoryId: p.categoryId,
          shortDescription: p.shortDescription,
          nameHi: p.nameHi,
          shortDescriptionHi: p.shortDescriptionHi,
          hsnCode: p.hsnCode,
          gstRate: p.gstRate,
          regulatedKind: p.regulatedKind,
          ...labelRow(p),
          activeIngredients: p.activeIngredients,
          active: p.active,
          featured: p.featured,
          cropUses: usesText.get(p.sku) ?? "",
          packs: p.packs.map((k) => ({
            size: packName(k),
            mrp: toRupeeString(k.mrpPaise),
            discount: toRupeeString(k.discountPaise),
            sellable: k.sellable,
            lowStockThreshold: k.lowStock,
          })),
        },
        reason: CSV_IMPORT_REASON,
      });
      for (const k of inserted.filter((r) => r.productId === id)) {
        const stock = planned.get(k.displayOrder) ?? 0;
        if (stock === 0) continue;
        count(k.id, stock);
        audit.push(stockEntry(k.id, `${p.name} ${packName({ qty: Number(k.qty), unit: k.unit })}`, 0, stock));
      }
    }
  }

  for (const part of chunks(writes.update, 500)) {
    const values = sql.join(
      part.map(
        (p) =>
          sql`(${p.id}::int, ${p.name}::text, ${p.categoryId}::int, ${p.shortDescription}::text, ${p.hsnCode}::text, ${p.gstRate}::int, ${p.regulatedKind}::text, ${p.registrationNo}::text, ${p.grade}::text, ${p.variety}::text, ${p.germinationPct}::int, ${p.manufacturer}::text, ${p.marketer}::text, string_to_array(${p.activeIngredients}::text, '; '), ${p.restrictionNote}::text, ${p.active}::boolean, ${p.featured}::boolean)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update products as p set name = v.name, category_id = v.category_id,
        short_description = v.short, hsn_code = v.hsn, gst_rate = v.gst, regulated_kind = v.kind,
        registration_no = v.reg, grade = v.grade, variety = v.variety, germination_pct = v.germ,
        manufacturer = v.maker, marketer = v.marketer, active_ingredients = v.ingredients,
        restriction_note = v.note, is_active = v.active, is_featured = v.featured, version = p.version + 1, updated_at = now()
      from (values ${values}) as v(id, name, category_id, short, hsn, gst, kind, reg, grade, variety, germ, maker, marketer, ingredients, note, active, featured)
      where p.id = v.id`);
    await writeHindi(
      tx,
      part.filter((p) => p.hindiChanged),
    );
    for (const p of part) {
      audit.push({
        entity: "product",
        entityId: p.id,
        action: "import",
        before: p.before,
        after: p.after,
        reason: CSV_IMPORT_REASON,
      });
    }
  }

  for (const part of chunks(writes.packs, 500)) {
    const values = sql.join(
      part.map(
        (p) =>
          sql`(${p.id}::int, ${String(p.qty)}::numeric, ${p.unit}::text, ${p.mrpPaise}::int, ${p.discountPaise}::int, ${p.sellable}::boolean, ${p.lowStock}::int)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update product_prices as p set qty = v.qty, unit = v.unit, mrp_paise = v.mrp,
        discount_paise = v.discount, in_stock = v.sellable, low_stock_threshold = v.low
      from (values ${values}) as v(id, qty, unit, mrp, discount, sellable, low) where p.id = v.id`);
  }
  // The plan was worked out on the locked rows: "before" is each pack's count now.
  for (const s of writes.stock) {
    count(s.packId, s.after - s.before);
    audit.push(stockEntry(s.packId, s.label, s.before, s.after));
  }

  for (const part of chunks(writes.newPacks, 1000)) {
    const inserted = await tx
      .insert(productPrices)
      .values(part.map((p) => packColumns(p, p.productId)))
      .returning({
        id: productPrices.id,
        productId: productPrices.productId,
        order: productPrices.displayOrder,
      });
    // A new pack is known by its product and place (each new one has a place of its own).
    const idOf = new Map(inserted.map((r) => [`${r.productId}:${r.order}`, r.id]));
    for (const p of part) {
      const id = idOf.get(`${p.productId}:${p.displayOrder}`) as number;
      if (p.stock > 0) {
        count(id, p.stock);
        audit.push(stockEntry(id, p.label, 0, p.stock));
      }
    }
  }
  if (writes.cropUses.length > 0) {
    if (!cropUses) throw new Error("The import changes crop uses, but no crops module was handed in.");
    await cropUses.write(
      tx,
      writes.cropUses.map((u) => ({
        productId: u.productId ?? (createdId.get(u.sku) as number),
        text: u.text,
      })),
    );
  }
  const moved = await moveStock(tx, moves);
  // Sold since the preview, so that the file's count would now take a pack below zero.
  if (!moved.ok) throw conflict(CATALOGUE_CHANGED);

  const summary = summarize(writes);
  // One entry for the import as a whole, so the log says what file did all the others.
  audit.unshift({
    entity: "catalogue",
    action: "import",
    after: { file: file.name, rows: file.rows, ...summary },
    reason: CSV_IMPORT_REASON,
  });
  await recordAudits(tx, actor, audit);
  return summary;
}
