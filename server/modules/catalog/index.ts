/**
 * The catalogue module's entry for the pages (docs/decisions/0029-use-cases-and-borders.md):
 * what the back office's catalogue pages show of the spreadsheet import.
 */
export {
  appliedMessage,
  presentPreview,
  presentSummary,
  previewMessage,
} from "./admin/csv/csv-present";
// For the flows: goods a customer sent back (one stock change, in one function).
export { putBackOnShelf, uncountSold } from "./stock-back";
