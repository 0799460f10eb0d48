/**
 * The catalogue's spreadsheet (CSV) import and export: its columns and limits, shared by the
 * server (server/modules/catalog/admin/csv/) and the back office's Import/Export page, which
 * checks a chosen file's size before sending it. One row per pack size.
 */

/** The columns, in the order the export writes them. */
export const CSV_COLUMNS = [
  "sku",
  "name",
  "category",
  "short_description",
  "name_hi",
  "short_description_hi",
  "hsn_code",
  "gst_rate",
  "regulated_kind",
  "registration_no",
  "grade",
  "variety",
  "germination_pct",
  "manufacturer",
  "marketer",
  "active_ingredients",
  "restriction_note",
  "active",
  "featured",
  "crop_uses",
  "pack_id",
  "size",
  "unit",
  "mrp",
  "discount",
  "stock",
  "low_stock",
  "sellable",
  "version",
  "stock_was",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** What each column means, for the page's help and docs/api.md. */
export const CSV_COLUMN_HELP: Record<CsvColumn, string> = {
  sku: "The product's SKU: rows with the same SKU are one product. An unknown SKU makes a new product.",
  name: "The product's name (needed for a new product).",
  category: "The category's name or its address key, as in the back office (needed for a new product).",
  short_description: "The line under the name on the storefront.",
  name_hi: "The product's name in Hindi; while it has none, Hindi pages show the English name.",
  short_description_hi: "The line under the name in Hindi; while it has none, the English line shows.",
  hsn_code:
    "The goods' HSN code for the tax invoice: 4, 6 or 8 digits, e.g. 3105 (keep the column as text so a leading 0 stays).",
  gst_rate: "The GST rate included in the prices, in percent: 0, 5, 12, 18 or 28.",
  regulated_kind:
    "The law its sale falls under: insecticide (pesticides and fungicides), fertiliser, seed, bio-stimulant or none. A licensed kind goes off sale while the shop holds no valid licence of it.",
  registration_no:
    "The CIB&RC registration number (insecticides), as on the certificate. Each label column is kept only for the kinds that use it; an empty cell changes nothing.",
  grade: 'The grade or specification (fertilisers), e.g. "NPK 19:19:19 (FCO Schedule I)".',
  variety: "The variety (seeds).",
  germination_pct: "The least germination on the seed's label, a whole percentage 0–100 (seeds).",
  manufacturer: "Who made it (every regulated kind).",
  marketer: "Who markets it, when not the maker (every regulated kind; optional).",
  active_ingredients:
    'The active ingredients as on the label, separated by ";", e.g. "Imidacloprid 17.8% SL" (insecticides, bio-stimulants).',
  restriction_note:
    "What a restricted ingredient's sale is limited to, shown to customers (insecticides, bio-stimulants).",
  active:
    "yes: on sale; no: deactivated. A regulated product is put on sale only with its label details complete, no banned active ingredient, and a restriction note for a restricted one.",
  featured: "yes or no.",
  crop_uses:
    'Which crops it serves and the label\'s dose: entries such as "paddy:stem-borer = 7.5-10 kg per acre" or "chilli:thrips = 0.3 ml per litre; water 200 L per acre; 2 applications; every 10 days; 3 days before harvest", separated by " | ". Empty: the uses stay as they are; "none" removes them all.',
  pack_id:
    "The pack size's number. Empty: a new pack size (or the product's pack of the same size). For a SKU this shop does not have yet, a number it does not know (a file from another shop) is a new pack size too.",
  size: "The pack's size, e.g. 500 or 1.5.",
  unit: "g, kg, ml, L, seeds, plants or pcs.",
  mrp: "The MRP in rupees: 450, 1250.50, ₹1,250.50.",
  discount: "The discount in rupees (0 for none); the price is MRP − discount.",
  stock: "How many packs are in stock.",
  low_stock: "At or below this many the pack is listed as low stock.",
  sellable: "yes: offered for sale; no: not.",
  version: "Leave as downloaded: an edit of a product changed since is refused.",
  stock_was: "Leave as downloaded: a stock changed since (a sale) is not overwritten.",
};

/** The largest file the import takes (5 MB: about 30,000 rows of the export). */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
/** The most rows one import takes. */
export const CSV_MAX_ROWS = 10_000;

export const CSV_TOO_LARGE = "The file is too large: 5 MB at most. Split it into smaller files.";
export const NO_CSV = "Choose a CSV file to upload.";

/** The back office's import endpoints (multipart/form-data, with their own body limit). */
export const CSV_PREVIEW_PATH = "/api/admin/v1/catalogue/import/preview";
export const CSV_APPLY_PATH = "/api/admin/v1/catalogue/import/apply";

/** The reason on every stock change an import makes (the audit log's). */
export const CSV_IMPORT_REASON = "CSV import";

/** One field of a row that changes: shown as "MRP: ₹450.00 → ₹420.00". */
export interface CsvChange {
  field: string;
  before: string | null;
  after: string;
}

/** A row of the import's preview, as the server works it out and the back office shows it. */
export interface CsvPreviewRow {
  row: number;
  sku: string;
  product: string;
  /** The pack size ("500 g"), or "" for a row about the product alone. */
  pack: string;
  action: "new product" | "new pack size" | "update";
  changes: CsvChange[];
}
