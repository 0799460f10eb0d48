/**
 * Where an uploaded picture's copies live: `/uploads/{hash}-{width}.webp`, one per width, and
 * `/uploads/{hash}-{width}.avif` for the widths whose AVIF came out smaller than their WebP
 * (server/modules/uploads/uploads.service.ts writes them, docs/decisions/0055-avif-copies.md).
 * Shared by the server, which stores the largest copy's address, and the pages, which offer
 * every width in `srcset`.
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
export const uploadAvifUrl = (hash: string, width: number) => `${UPLOADS_PATH}/${hash}-${width}.avif`;

/** `srcset` for the picture's copies: "/uploads/ab…-320.webp 320w, …". */
export const uploadSrcSet = (hash: string, widths: readonly number[]) =>
  widths.map((w) => `${uploadUrl(hash, w)} ${w}w`).join(", ");

/**
 * `srcset` for browsers that read AVIF: each width's smaller copy, the AVIF one where it was
 * kept, else the WebP one (every browser that reads AVIF reads WebP). Listing every width keeps
 * a wide screen from settling for a narrower AVIF. Empty when no width has an AVIF copy.
 */
export function uploadAvifSrcSet(hash: string, widths: readonly number[], avifWidths: readonly number[]) {
  if (!widths.some((w) => avifWidths.includes(w))) return "";
  return widths
    .map((w) => `${avifWidths.includes(w) ? uploadAvifUrl(hash, w) : uploadUrl(hash, w)} ${w}w`)
    .join(", ");
}

/** An uploaded picture's addresses as the pages draw it (app/components/ui/Picture.tsx). */
export interface UploadedPicture {
  /** The largest WebP copy. */
  url: string;
  srcset: string;
  /** Present when some width has an AVIF copy: see `uploadAvifSrcSet`. */
  avifSrcset?: string;
}

/** The addresses of a picture from its row's `widths` and `avif_widths` (null: none, a row from before them). */
export function uploadedPicture(
  hash: string,
  widths: readonly number[],
  avifWidths: readonly number[] | null = [],
): UploadedPicture {
  const avifSrcset = uploadAvifSrcSet(hash, widths, avifWidths ?? []);
  return {
    url: uploadUrl(hash, widths[widths.length - 1]),
    srcset: uploadSrcSet(hash, widths),
    ...(avifSrcset ? { avifSrcset } : {}),
  };
}

/** The widths to write for a picture this wide: the standard ones below it, then its own (at most 1280). */
export function widthsFor(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}
