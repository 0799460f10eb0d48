import type sharpModule from "sharp";
import type { ResizeOptions, Sharp } from "sharp";

/** WebP as since the first uploads (docs/decisions/0012-catalogue-back-office.md). */
const WEBP = { quality: 80 };

/**
 * AVIF at quality 50 (about WebP's 80 to the eye) and effort 3: on a 36-megapixel photo it adds
 * some 0.4–0.8 s to an upload; effort 4 adds 3 s more for 1–4 % fewer bytes
 * (docs/decisions/0055-avif-copies.md).
 */
export const AVIF = { quality: 50, effort: 3 };

/**
 * sharp (and libvips under it, some 30 MB of memory) loads with the first picture a member of
 * staff uploads, not with every worker: most processes serve pages and never resize a picture.
 */
export const loadSharp = () =>
  import("sharp").then((m) => {
    // No cache of decoded pictures between uploads: each is read once, and a 49-megapixel one
    // would otherwise stay in memory after its request.
    m.default.cache(false);
    return m.default;
  });

export interface Copy {
  name: string;
  data: Buffer;
}

/**
 * One width's plain pixels, resized once: each call of the answer starts an encoding from them,
 * so a width's WebP and AVIF copies cost one resize between them.
 */
export async function resizedPixels(
  sharp: typeof sharpModule,
  image: Sharp,
  resize: ResizeOptions,
): Promise<() => Sharp> {
  const { data, info } = await image.clone().resize(resize).raw().toBuffer({ resolveWithObject: true });
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/**
 * The AVIF copy of these pixels when it is smaller than the width's WebP (`webpBytes`), else
 * null: a flat drawing's often is not, and the WebP then serves alone (docs/decisions/0055-avif-copies.md).
 * Throws when the AVIF cannot be encoded.
 */
export async function smallerAvif(pixels: () => Sharp, webpBytes: number): Promise<Buffer | null> {
  const avif = await pixels().avif(AVIF).toBuffer();
  return avif.length < webpBytes ? avif : null;
}

/**
 * A picture's copies, one width after another (one picture's pixels in memory at a time,
 * picture-gate.ts): each width is resized once into plain pixels, and both its WebP and its AVIF
 * copy are encoded from them, so AVIF adds no second decoding of the original. The AVIF copy is
 * kept only when smaller than the WebP one. An AVIF that fails to encode is left out
 * (`onAvifFailed`): the WebP copy serves alone, as before AVIF.
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
    const pixels = await resizedPixels(sharp, image, { width: w, withoutEnlargement: true });
    const webp = await pixels().webp(WEBP).toBuffer();
    copies.push({ name: `${hash}-${w}.webp`, data: webp });
    try {
      const avif = await smallerAvif(pixels, webp.length);
      if (avif) {
        copies.push({ name: `${hash}-${w}.avif`, data: avif });
        avifWidths.push(w);
      }
    } catch (error) {
      onAvifFailed?.(error, w);
    }
  }
  return { copies, avifWidths };
}
