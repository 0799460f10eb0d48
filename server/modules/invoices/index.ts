/**
 * The invoices module's entry (docs/decisions/0029-use-cases-and-borders.md): for the pages, a
 * credit note's address; for the flows, the credit note of what a refund returns.
 */
export { creditNoteFile } from "./credit-note-file";
export type { CreditAsk } from "./credit-note-lines";
// The back office's invoices page (the admin API answers the same).
export { invoiceList, invoiceListFields, invoicePeriod } from "./invoices.queries";
export { issueCreditNote, issueInvoice } from "./issue-invoice";
export { createSalesRegister, type SalesRegister } from "./sales-register";
// The register of regulated goods sold and its monthly summary (decision 0050).
export { registerCsv, summaryCsv } from "./sales-register-csv";
