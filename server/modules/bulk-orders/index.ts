/** The bulk orders module's one entry for the pages (docs/decisions/0029-use-cases-and-borders.md). */

export type { EnquiryStatus } from "./bulk-orders.schema";
export { bulkEnquiries, bulkEnquiryEvents, bulkEnquiryItems, ENQUIRY_STATUSES } from "./bulk-orders.schema";
export { BULK_THANKS, type BulkEnquiry, type BulkOrdersService } from "./bulk-orders.service";
