import type { Paise } from "../../../../lib/money";
import type { ProductInput } from "../../../../lib/validation/catalogue";
import type { ListedIngredientInput } from "../../../../lib/validation/listed-ingredients";
import type { SynonymInput } from "../../../../lib/validation/synonyms";
import type { Db } from "../../../db/client";
import { notFound } from "../../../domain-error";
import type { AuditActor } from "../../staff";
import type { UploadsService } from "../../uploads";
import type { SaleStopsSource } from "../catalog.rows";
import { createLedgerReads } from "../stock/ledger-reads";
import { type CategoryInput, createCategoryAdmin } from "./categories";
import { createCatalogueCsv } from "./csv/catalogue-csv.service";
import type { CropUsesColumn } from "./csv/crop-uses-column";
import { createImageWrites } from "./images";
import { createListedIngredientsAdmin } from "./listed-ingredients";
import { createProductReads } from "./product-reads";
import { createProductWrites } from "./product-writes";
import { createStockWrites } from "./stock";
import { createSynonymsAdmin } from "./synonyms";
import type { AdminProduct } from "./types";

/**
 * The catalogue as the back office runs it (docs/decisions/0012-catalogue-back-office.md):
 * products, packs, pictures, stock, prices and categories. Every write is one transaction
 * with its audit entries, is refused if it started from an older version, and then calls
 * `changed()` so the storefront shows it at once.
 */
export function createCatalogAdmin(
  db: Db,
  deps: {
    uploads: UploadsService;
    changed: () => Promise<void>;
    cropUses?: CropUsesColumn;
    saleStops?: SaleStopsSource;
  },
) {
  const reads = createProductReads(db, deps.saleStops);
  const writes = createProductWrites(db);
  const images = createImageWrites(db, deps.uploads);
  const stock = createStockWrites(db);
  const categories = createCategoryAdmin(db, deps.uploads);
  const synonyms = createSynonymsAdmin(db);
  const listed = createListedIngredientsAdmin(db);

  async function product(id: number): Promise<AdminProduct> {
    const found = await reads.get(id);
    if (!found) throw notFound("No such product.");
    return found;
  }
  /** Runs a write, tells the caches, and answers the product as it now is. */
  async function thenProduct(write: Promise<unknown>, id: number | ((r: unknown) => number)) {
    const result = await write;
    await deps.changed();
    return product(typeof id === "number" ? id : id(result));
  }
  async function thenChanged<T>(write: Promise<T>): Promise<T> {
    const result = await write;
    await deps.changed();
    return result;
  }

  return {
    /** The catalogue as a spreadsheet: export, import preview and import (csv/). */
    csv: createCatalogueCsv(db, { changed: deps.changed, cropUses: deps.cropUses }),
    listProducts: reads.list,
    product,
    /** The product to edit, or undefined when there is none (a page's 404). */
    findProduct: reads.get,
    lowStock: reads.lowStock,
    /** One page of a pack's stock ledger, newest first (docs/decisions/0030-stock-ledger.md). */
    packMovements: createLedgerReads(db).packMovements,
    listCategories: categories.list,

    createProduct: (actor: AuditActor, input: ProductInput) =>
      thenProduct(writes.create(actor, input), (id) => id as number),
    updateProduct: (actor: AuditActor, id: number, version: number, input: ProductInput) =>
      thenProduct(writes.update(actor, id, version, input), id),
    setProductActive: (actor: AuditActor, id: number, version: number, active: boolean) =>
      thenProduct(writes.setActive(actor, id, version, active), id),
    addImage: (actor: AuditActor, id: number, version: number, hash: string, alt: string) =>
      thenProduct(images.add(actor, id, version, hash, alt), id),
    arrangeImages: (actor: AuditActor, id: number, version: number, order: { id: number; alt: string }[]) =>
      thenProduct(images.arrange(actor, id, version, order), id),
    setPrice: (actor: AuditActor, packId: number, version: number, mrp: Paise, discount: Paise) =>
      thenProduct(stock.setPrice(actor, packId, version, mrp, discount), (id) => id as number),
    setStock: (actor: AuditActor, packId: number, stockWas: number, count: number, reason: string) =>
      thenChanged(stock.setStock(actor, packId, stockWas, count, reason)),

    createCategory: (actor: AuditActor, input: CategoryInput) => thenChanged(categories.create(actor, input)),
    updateCategory: (actor: AuditActor, id: number, version: number, input: CategoryInput) =>
      thenChanged(categories.update(actor, id, version, input)),
    reorderCategories: (actor: AuditActor, ids: number[]) => thenChanged(categories.reorder(actor, ids)),
    removeCategory: (actor: AuditActor, id: number, version: number) =>
      thenChanged(categories.remove(actor, id, version)),

    // The search reads the synonyms: every process drops its cached answers (catalogue topic).
    listSynonyms: synonyms.list,
    createSynonym: (actor: AuditActor, input: SynonymInput) => thenChanged(synonyms.create(actor, input)),
    updateSynonym: (actor: AuditActor, id: number, version: number, input: SynonymInput) =>
      thenChanged(synonyms.update(actor, id, version, input)),
    removeSynonym: (actor: AuditActor, id: number, version: number) =>
      thenChanged(synonyms.remove(actor, id, version)),

    // The banned and restricted active ingredients (owner): a ban takes products off sale at once.
    listIngredients: listed.list,
    createIngredient: (actor: AuditActor, input: ListedIngredientInput) =>
      thenChanged(listed.create(actor, input)),
    updateIngredient: (actor: AuditActor, id: number, version: number, input: ListedIngredientInput) =>
      thenChanged(listed.update(actor, id, version, input)),
    removeIngredient: (actor: AuditActor, id: number, version: number) =>
      thenChanged(listed.remove(actor, id, version)),
  };
}

export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>;
