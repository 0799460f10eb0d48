/** The uploads module's one entry (docs/decisions/0029-use-cases-and-borders.md). */
export { uploadedImages } from "./uploads.schema";
export type { UploadsService } from "./uploads.service";
