/** The uploads module's one entry (docs/decisions/0029-use-cases-and-borders.md). */
export { type AvifBackfillOutcome, type AvifBackfillReport, backfillAvifCopies } from "./avif-backfill";
export { looksLikePdf, MAX_PDF_BYTES } from "./pdf-files";
export { uploadedImages } from "./uploads.schema";
export { sniffImage, type UploadsService } from "./uploads.service";
