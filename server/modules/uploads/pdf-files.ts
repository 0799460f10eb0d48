import { createHash } from "node:crypto";
import { DomainError, invalidInput, unavailable } from "../../domain-error";
import type { Logger } from "../../logger";
import type { ImageStorage, StoredFile } from "./storage";

/** The largest PDF kept (10 MB, as a picture). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
export const NOT_A_PDF = "This file is not a PDF: it does not start as one.";
export const PDF_TOO_LARGE = "The PDF is too large: 10 MB at most.";
export const PDF_CUT_SHORT = "This PDF is incomplete (it has no end marker): save it again and upload that.";
export const PDF_STORAGE_DOWN =
  "The file could not be saved: the storage did not answer. Nothing was saved; please try again in a minute.";

/** The bytes every PDF starts with: `%PDF-`. */
const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];
const HASH = /^[0-9a-f]{24}$/;

/** Whether the bytes start as a PDF does (its name or the browser's type say nothing). */
export const looksLikePdf = (bytes: Uint8Array) => MAGIC.every((b, i) => bytes[i] === b);

/** A whole PDF ends with `%%EOF` (perhaps followed by line ends) within its last kilobyte. */
const hasEnd = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).includes("%%EOF");

/**
 * PDFs (a licence's scan) kept as they came, in the pictures' storage, named by their content's
 * hash: `{hash}.pdf`. Checked by their first bytes, their end marker and their size before
 * anything is written. They are never served at /uploads (whose names are WebP copies only):
 * the page that shows one serves it as an attachment (docs/decisions/0047-regulated-sales.md).
 */
export function createPdfFiles(storage: ImageStorage, logger?: Logger) {
  return {
    /** Checks and stores a PDF; answers its hash. The same file twice is stored once. */
    async store(bytes: Uint8Array): Promise<string> {
      if (bytes.length > MAX_PDF_BYTES)
        throw new DomainError("too_large", PDF_TOO_LARGE, { file: PDF_TOO_LARGE });
      if (!looksLikePdf(bytes)) throw invalidInput(NOT_A_PDF, { file: NOT_A_PDF });
      if (!hasEnd(bytes)) throw invalidInput(PDF_CUT_SHORT, { file: PDF_CUT_SHORT });
      const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 24);
      const name = `${hash}.pdf`;
      try {
        if (!(await storage.has(name))) await storage.put(name, bytes);
      } catch (error) {
        logger?.error({ err: error, storage: storage.description, hash }, "a PDF could not be stored");
        throw unavailable(PDF_STORAGE_DOWN);
      }
      return hash;
    },
    /** A stored PDF by its hash, or null; throws when the storage does not answer. */
    async read(hash: string): Promise<StoredFile | null> {
      return HASH.test(hash) ? storage.get(`${hash}.pdf`) : null;
    },
  };
}

export type PdfFiles = ReturnType<typeof createPdfFiles>;
