import type sharpModule from "sharp";
import type { Sharp } from "sharp";

/** WebP as since the first uploads (docs/decisions/0012-catalogue-back-office.md). */
const WEBP = { quality: 80 };

/**
 * AVIF at quality 50 (about WebP's 80 to the eye) and effort 3: on a 36-megapixel photo it adds
 * some 0.4–0.8 s to an upload; effort 4 adds 3 s more for 1–4 % fewer bytes
 * (docs/decisions/0055-avif-copies.md).
 */
export const AVIF = { quality: 50, effort: 3 };

export interface Copy {
  name: string;
  data: Buffer;
}

/**
 * A picture's copies, one width after another (one picture's pixels in memory at a time,
 * picture-gate.ts): each width is resized once into plain pixels, and both its WebP and its AVIF
 * copy are encoded from them, so AVIF adds no second decoding of the original. The AVIF copy is
 * kept only when smaller than the WebP one (a flat drawing's often is not). An AVIF that fails to
 * encode is left out (`onAvifFailed`): the WebP copy serves alone, as before AVIF.
 */
export async function encodeCopies(
  sharp: typeof sharpModule,
  image: Sharp,
  hash: string,
  widths: number[],
  onAvifFailed?: (error: unknown, width: number) => void,
): Promise<{ copies: Copy[]; avifWidths: number[] }> {
  const copies: Copy[] = [];
  const avifWidths: number[] = [];
  for (const w of widths) {
    const { data, info } = await image
      .clone()
      .resize({ width: w, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const webp = await pixels().webp(WEBP).toBuffer();
    copies.push({ name: `${hash}-${w}.webp`, data: webp });
    try {
      const avif = await pixels().avif(AVIF).toBuffer();
      if (avif.length < webp.length) {
        copies.push({ name: `${hash}-${w}.avif`, data: avif });
        avifWidths.push(w);
      }
    } catch (error) {
      onAvifFailed?.(error, w);
    }
  }
  return { copies, avifWidths };
}
