import { asc, eq, inArray } from "drizzle-orm";
import { MAX_REVIEW_PHOTO_BYTES } from "../../../lib/reviews";
import { type UploadedPicture, uploadedPicture } from "../../../lib/uploaded-images";
import type { Db } from "../../db/client";
import { DomainError, invalidInput } from "../../domain-error";
import { type UploadsService, uploadedImages } from "../uploads";
import { reviewPhotos } from "./reviews.schema";
import { reviewMessages } from "./reviews-messages";

/** A review's photo as the pages show it: the largest copy and every width (AVIF ones where smaller). */
export interface ReviewPhoto extends UploadedPicture {
  id: number;
  width: number;
  height: number;
}

/** Each review's photos in the order they were added. */
export async function photosOf(
  db: Pick<Db, "select">,
  reviewIds: number[],
): Promise<Map<number, ReviewPhoto[]>> {
  const byReview = new Map<number, ReviewPhoto[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ id: reviewPhotos.id, reviewId: reviewPhotos.reviewId, image: uploadedImages })
    .from(reviewPhotos)
    .innerJoin(uploadedImages, eq(uploadedImages.hash, reviewPhotos.uploadHash))
    .where(inArray(reviewPhotos.reviewId, reviewIds))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.id));
  for (const r of rows) {
    const list = byReview.get(r.reviewId) ?? [];
    list.push({
      id: r.id,
      ...uploadedPicture(r.image.hash, r.image.widths, r.image.avifWidths),
      width: r.image.width,
      height: r.image.height,
    });
    byReview.set(r.reviewId, list);
  }
  return byReview;
}

/** The photos a customer sent, refused before anything is stored when one is over 5 MB. */
export function checkPhotoSizes(photos: readonly Buffer[]) {
  if (photos.some((p) => p.length > MAX_REVIEW_PHOTO_BYTES)) {
    throw new DomainError("too_large", reviewMessages.photoTooLarge, {
      photos: reviewMessages.photoTooLarge,
    });
  }
}

/**
 * Stores the customer's photos through the uploads' pipeline (checked by content, decoded a few at
 * a time, re-encoded as WebP copies: sharp writes no EXIF, GPS or camera data into them), and
 * answers their names. A refusal names the form's `photos` field.
 */
export async function storePhotos(uploads: UploadsService, photos: readonly Buffer[]): Promise<string[]> {
  const hashes: string[] = [];
  for (const bytes of photos) {
    try {
      hashes.push((await uploads.storeImage(bytes, null)).hash);
    } catch (error) {
      if (error instanceof DomainError && error.code === "invalid_input") {
        throw invalidInput(error.message, { photos: error.message });
      }
      throw error;
    }
  }
  return [...new Set(hashes)];
}
