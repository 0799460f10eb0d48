/** The bulk orders module's one entry for the pages (docs/decisions/0029-use-cases-and-borders.md). */
export { BULK_THANKS, type BulkEnquiry, type BulkOrdersService } from "./bulk-orders.service";
