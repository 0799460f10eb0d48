/**
 * The catalogue module's entry for the pages and other modules
 * (docs/decisions/0029-use-cases-and-borders.md): what the back office's catalogue pages show of
 * the spreadsheet import, and the stock ledger, the one way any part of the shop changes a pack's
 * stock (docs/decisions/0030-stock-ledger.md).
 */

export { type BatchAdmin, type BatchView, createBatchAdmin, type PackBatches } from "./admin/batches";
export {
  type BatchSheet,
  type BatchSheetResult,
  batchSheetMessage,
  createBatchSheet,
} from "./admin/batches-csv";
// The crops module keeps the spreadsheet's crop_uses column (handed in by server/services.ts).
export type { CropUsesColumn } from "./admin/csv/crop-uses-column";
export {
  appliedMessage,
  presentPreview,
  presentSummary,
  previewMessage,
} from "./admin/csv/csv-present";
// What the back office's catalogue pages and the search box are handed (types only).
export type { AdminListedIngredient } from "./admin/listed-ingredients";
export { staleEdit } from "./admin/stale-edit";
export type { AdminSynonym } from "./admin/synonyms";
export { touchProduct } from "./admin/touch-product";
export type {
  AdminCategory,
  AdminImage,
  AdminPack,
  AdminProduct,
  AdminProductRow,
  LowStockPack,
  StatusFilter,
  StockFilter,
} from "./admin/types";
export { type PackBatch, packBatches } from "./batches.schema";
export { createReadCache, presentOnce, type ReadCache } from "./catalog.cache";
export { inLanguage, productName } from "./catalog.lang";
export type { SearchResultJson } from "./catalog.present";
export { createProductRows, productColumnsIn, type SaleStopsSource, visible } from "./catalog.rows";
export { categories, packRefs, productImages, productPrices, products } from "./catalog.schema";
export { priceInStock } from "./catalog.service";
export { writeOffExpiredBatches } from "./stock/expire-batches";
export {
  createLedgerReads,
  type LedgerReads,
  MOVEMENTS_PER_PAGE,
  type PackLedgerPage,
  type PackMovement,
  type StockDisagreement,
} from "./stock/ledger-reads";
export { lockPacksForSale } from "./stock/lock-packs";
export { type MoveResult, moveStock, type StockMove, type StockWho, staffWho } from "./stock/move-stock";
// For the flows: goods a customer sent back (one stock change, in one function).
export { putBackOnShelf, uncountSold } from "./stock-back";
export { packTranslations, productTranslations } from "./translations.schema";
