import { MAX_IMAGE_BYTES, SCAN_TOO_LARGE } from "../../../lib/uploaded-images";
import { DomainError, invalidInput } from "../../domain-error";
import { looksLikePdf, sniffImage, type UploadsService } from "../uploads";
import type { ScanChoice } from "./licence-types";

export { SCAN_TOO_LARGE };

export const SCAN_NOT_ALLOWED =
  "A licence's scan must be a PDF or a JPEG, PNG or WebP picture, and this file is neither.";
export const NO_SCAN = "Choose the licence's scan to upload (a PDF or a picture).";

/**
 * Stores a licence's scan as what its first bytes say it is (never its name or the browser's
 * type): a PDF kept as it came, or a picture made into WebP copies like every upload. Every
 * check runs before anything is written.
 */
export async function storeScan(
  uploads: UploadsService,
  bytes: Buffer,
  staffId: number | null,
): Promise<Exclude<ScanChoice, null>> {
  if (bytes.length === 0) throw invalidInput(NO_SCAN, { file: NO_SCAN });
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new DomainError("too_large", SCAN_TOO_LARGE, { file: SCAN_TOO_LARGE });
  if (looksLikePdf(bytes)) return { pdf: await uploads.pdfs.store(bytes) };
  if (sniffImage(bytes)) return { image: (await uploads.storeImage(bytes, staffId)).hash };
  throw new DomainError("unsupported_media_type", SCAN_NOT_ALLOWED, { file: SCAN_NOT_ALLOWED });
}
