import { and, asc, eq, sql } from "drizzle-orm";
import type sharpModule from "sharp";
import type { Db } from "../../db/client";
import { loadSharp, resizedPixels, smallerAvif } from "./encode-copies";
import { bytesOf, type ImageStorage } from "./storage";
import { uploadedImages } from "./uploads.schema";

/** What became of one picture. */
export type AvifBackfillOutcome =
  | { kind: "done"; avifWidths: number[]; bytesSaved: number }
  /** Nothing to record: no width's AVIF came out smaller, or an upload recorded its copies meanwhile. */
  | { kind: "skipped"; reason: string }
  | { kind: "failed"; reason: string };

export interface AvifBackfillReport {
  /** Pictures without AVIF copies when the run started. */
  total: number;
  done: number;
  skipped: number;
  failed: number;
  /** The WebP bytes the recorded AVIF copies save, one copy of each width. */
  bytesSaved: number;
}

/**
 * Makes the AVIF copies of pictures uploaded before them (`npm run images:avif`,
 * docs/decisions/0055-avif-copies.md). The shop keeps no originals, only the WebP copies: each
 * width's AVIF is made from the largest WebP, resized to that width's WebP's own size (closer to
 * the original, and 5–10 % smaller, than made from the small copy itself: measured in 0055), and
 * kept only where smaller than that WebP, by the upload's own rule (encode-copies.ts). A row is
 * updated only after its files are written, so a run cut short is carried on by the next (an
 * AVIF already written is reused), and a picture with copies recorded is never touched again.
 * One picture at a time: its largest copy's pixels (1280 px wide at most, a few MB) are the
 * run's memory, against the 200 MB of a 49-megapixel upload (picture-gate.ts).
 */
export async function backfillAvifCopies(
  db: Db,
  storage: ImageStorage,
  options: {
    /** After each picture: where the run is and what became of it. */
    onPicture?: (p: { index: number; total: number; hash: string; outcome: AvifBackfillOutcome }) => void;
  } = {},
): Promise<AvifBackfillReport> {
  const rows = await db
    .select({ hash: uploadedImages.hash, widths: uploadedImages.widths })
    .from(uploadedImages)
    .where(
      and(sql`cardinality(${uploadedImages.avifWidths}) = 0`, sql`cardinality(${uploadedImages.widths}) > 0`),
    )
    .orderBy(asc(uploadedImages.createdAt), asc(uploadedImages.hash));
  const report: AvifBackfillReport = { total: rows.length, done: 0, skipped: 0, failed: 0, bytesSaved: 0 };
  if (rows.length === 0) return report;
  const sharp = await loadSharp();
  for (const [i, row] of rows.entries()) {
    let outcome: AvifBackfillOutcome;
    try {
      outcome = await backfillOne(db, storage, sharp, row.hash, row.widths);
    } catch (error) {
      // A damaged file, a storage that did not answer: this picture waits for the next run.
      outcome = { kind: "failed", reason: (error as Error).message };
    }
    report[outcome.kind]++;
    if (outcome.kind === "done") report.bytesSaved += outcome.bytesSaved;
    options.onPicture?.({ index: i + 1, total: rows.length, hash: row.hash, outcome });
  }
  return report;
}

async function backfillOne(
  db: Db,
  storage: ImageStorage,
  sharp: typeof sharpModule,
  hash: string,
  widths: number[],
): Promise<AvifBackfillOutcome> {
  const stored = async (name: string) => {
    const file = await storage.get(name);
    return file ? Buffer.from(await bytesOf(file)) : null;
  };
  // Every width's WebP before anything is made (a few hundred KB): a picture missing one is
  // left as it is, with no AVIF half-made.
  const webps: Buffer[] = [];
  for (const w of widths) {
    const webp = await stored(`${hash}-${w}.webp`);
    const which = w === widths[widths.length - 1] ? "largest copy" : "copy";
    if (!webp) return { kind: "failed", reason: `its ${which} ${hash}-${w}.webp is not in the storage` };
    webps.push(webp);
  }
  const image = sharp(webps[webps.length - 1], { failOn: "error" });
  const avifWidths: number[] = [];
  let bytesSaved = 0;
  for (const [i, w] of widths.entries()) {
    const webp = webps[i];
    const name = `${hash}-${w}.avif`;
    // Written by a run cut short before its row: whole, as every put is.
    let avif: Buffer | null = await stored(name);
    if (!avif) {
      const { width, height } = await sharp(webp).metadata();
      // The WebP's own size, so both files of a width are the same picture for `srcset`.
      const pixels = await resizedPixels(sharp, image, { width, height, fit: "fill" });
      avif = await smallerAvif(pixels, webp.length);
      // Each file as it is made: one width's AVIF in memory at a time.
      if (avif) await storage.put(name, avif);
    }
    if (avif && avif.length < webp.length) {
      avifWidths.push(w);
      bytesSaved += webp.length - avif.length;
    }
  }
  if (avifWidths.length === 0)
    return { kind: "skipped", reason: "no AVIF copy came out smaller than its WebP" };
  // Only a row still without AVIF: an upload of the same file meanwhile recorded its own.
  const updated = await db
    .update(uploadedImages)
    .set({ avifWidths })
    .where(and(eq(uploadedImages.hash, hash), sql`cardinality(${uploadedImages.avifWidths}) = 0`))
    .returning({ hash: uploadedImages.hash });
  if (updated.length === 0)
    return { kind: "skipped", reason: "uploaded again meanwhile: its copies are recorded" };
  return { kind: "done", avifWidths, bytesSaved };
}
