import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  NO_IMAGE,
  NOT_AN_IMAGE,
  uploadedPicture,
  widthsFor,
} from "../../../lib/uploaded-images";
import type { Db } from "../../db/client";
import { DomainError, invalidInput, unavailable } from "../../domain-error";
import type { Logger } from "../../logger";
import { encodeCopies, loadSharp } from "./encode-copies";
import { createPdfFiles } from "./pdf-files";
import { createPictureGate } from "./picture-gate";
import type { ImageStorage } from "./storage";
import { uploadedImages } from "./uploads.schema";

/** An uploaded picture: its name, its copies' widths and where the largest copy is. */
export interface UploadedImage {
  hash: string;
  widths: number[];
  /** The widths that have an AVIF copy too (it came out smaller than the WebP). */
  avifWidths: number[];
  width: number;
  height: number;
  /** The largest copy: what the API hands out as the picture's address. */
  url: string;
  srcset: string;
  /** For browsers that read AVIF (lib/uploaded-images.ts); absent when no width has one. */
  avifSrcset?: string;
}

const NOT_UPLOADED = "That picture is not among the uploads: upload it again.";
export const STORAGE_DOWN =
  "The picture could not be saved: the picture storage did not answer. Nothing was saved; please try again in a minute.";
/** Pictures wider or taller than a camera's are refused before they are decoded. */
const MAX_PIXELS = 50_000_000;

type Format = "jpeg" | "png" | "webp";

/** The format the file's first bytes say it is, whatever its name says. */
export function sniffImage(bytes: Uint8Array): Format | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

const present = (row: typeof uploadedImages.$inferSelect): UploadedImage => ({
  hash: row.hash,
  widths: row.widths,
  avifWidths: row.avifWidths,
  width: row.width,
  height: row.height,
  ...uploadedPicture(row.hash, row.widths, row.avifWidths),
});

/**
 * Uploaded pictures (docs/decisions/0012-catalogue-back-office.md): checked by their content (JPEG,
 * PNG or WebP, at most 10 MB), turned into WebP copies of a few widths with sharp, with AVIF ones
 * where smaller (docs/decisions/0055-avif-copies.md), and put in the storage (a folder or a
 * bucket, docs/decisions/0021-image-storage.md) with content-hash names, so a file never changes
 * once written and can be cached for good. A refused file leaves nothing behind, and a picture
 * has its row only once every copy is stored.
 */
export function createUploadsService(
  db: Db,
  options: { storage: ImageStorage; logger?: Logger; gate?: ReturnType<typeof createPictureGate> },
) {
  const { storage, logger } = options;
  const gate = options.gate ?? createPictureGate();

  async function decode(bytes: Buffer) {
    const format = sniffImage(bytes);
    if (!format) throw invalidInput(NOT_AN_IMAGE, { file: NOT_AN_IMAGE });
    try {
      const sharp = await loadSharp();
      const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
      const meta = await image.metadata();
      if (meta.format !== format || !meta.width || !meta.height) throw new Error("format mismatch");
      // EXIF orientations 5–8 turn the picture a quarter: width and height swap.
      const turned = (meta.orientation ?? 1) >= 5;
      const [w, h] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
      return { sharp, image, width: w, height: h };
    } catch (error) {
      const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
      const message = tooBig
        ? "The picture has too many pixels (50 megapixels at most)."
        : "This picture could not be read: it may be damaged. Please upload it again or choose another.";
      throw invalidInput(message, { file: message });
    }
  }

  /** The picture's copies, one width after another (one decoded picture in memory at a time). */
  async function resized(bytes: Buffer, hash: string) {
    const { sharp, image, width, height } = await decode(bytes);
    const widths = widthsFor(width);
    const { copies, avifWidths } = await encodeCopies(sharp, image, hash, widths, (error, w) =>
      logger?.warn({ err: error, hash, width: w }, "no AVIF copy: its encoding failed; the WebP one serves"),
    ).catch(() => {
      const message =
        "This picture could not be read: it may be damaged. Please upload it again or choose another.";
      throw invalidInput(message, { file: message });
    });
    return { copies, widths, avifWidths, width, height };
  }

  return {
    /** Where the copies are kept (and served from). */
    storage,
    /** PDFs (a licence's scan), kept as they came in the same storage. */
    pdfs: createPdfFiles(storage, logger),
    /**
     * Stores a picture sent by `staffId`; the same file uploaded twice is stored once. Every
     * check runs before anything is written.
     */
    async storeImage(bytes: Buffer, staffId: number | null): Promise<UploadedImage> {
      if (bytes.length === 0) throw invalidInput(NO_IMAGE, { file: NO_IMAGE });
      if (bytes.length > MAX_IMAGE_BYTES)
        throw new DomainError("too_large", IMAGE_TOO_LARGE, { file: IMAGE_TOO_LARGE });
      const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 24);
      // Decoding and resizing take the memory: a few at a time (picture-gate.ts).
      const { copies, widths, avifWidths, width, height } = await gate.run(() => resized(bytes, hash));
      try {
        // Every copy first, the row after: a row always names copies that exist. Copies left by
        // a failed attempt are harmless (same name, same content) and reused by the next one.
        for (const copy of copies) {
          if (!(await storage.has(copy.name))) await storage.put(copy.name, copy.data);
        }
      } catch (error) {
        logger?.error({ err: error, storage: storage.description, hash }, "a picture could not be stored");
        throw unavailable(STORAGE_DOWN);
      }
      const [row] = await db
        .insert(uploadedImages)
        .values({ hash, widths, avifWidths, width, height, uploadedBy: staffId })
        // A picture from before AVIF copies, uploaded again, gets them now.
        .onConflictDoUpdate({ target: uploadedImages.hash, set: { widths, avifWidths } })
        .returning();
      return present(row);
    },

    /** An uploaded picture by its hash; 404 (with a field message) when there is none. */
    async find(hash: string, field = "image"): Promise<UploadedImage> {
      const [row] = /^[0-9a-f]{24}$/.test(hash)
        ? await db.select().from(uploadedImages).where(eq(uploadedImages.hash, hash))
        : [];
      if (!row) throw new DomainError("not_found", NOT_UPLOADED, { [field]: NOT_UPLOADED });
      return present(row);
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
