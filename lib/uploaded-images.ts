/**
 * Where an uploaded picture's copies live: `/uploads/{hash}-{width}.webp`, one per width
 * (server/modules/uploads/uploads.service.ts writes them). Shared by the server, which stores
 * the largest copy's address, and the pages, which offer every width in `srcset`.
 */
export const UPLOADS_PATH = "/uploads";

/** The widths a picture is resized to (never wider than it was). */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** The largest file accepted, in bytes (10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const NOT_AN_IMAGE = "Only JPEG, PNG or WebP pictures can be uploaded, and this file is not one.";
export const IMAGE_TOO_LARGE = "The picture is too large: 10 MB at most.";
export const NO_IMAGE = "Choose a picture to upload.";
/** A licence's scan (a PDF or a picture) has the pictures' limit. */
export const SCAN_TOO_LARGE = "The scan is too large: 10 MB at most.";

export const uploadUrl = (hash: string, width: number) => `${UPLOADS_PATH}/${hash}-${width}.webp`;

/** `srcset` for the picture's copies: "/uploads/ab…-320.webp 320w, …". */
export const uploadSrcSet = (hash: string, widths: readonly number[]) =>
  widths.map((w) => `${uploadUrl(hash, w)} ${w}w`).join(", ");

/** The widths to write for a picture this wide: the standard ones below it, then its own (at most 1280). */
export function widthsFor(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}
