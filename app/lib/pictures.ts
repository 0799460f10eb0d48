import { useRouteLoaderData } from "react-router";

/** A picture as the pages get it: one file, or an upload's copies (lib/uploaded-images.ts). */
export interface PictureCopies {
  url: string;
  srcset?: string | null;
  /** For browsers that read AVIF: each width's smaller copy (docs/decisions/0055-avif-copies.md). */
  avifSrcset?: string;
}

/** What a `<source type="image/avif">` offers: a `srcset` and its `sizes` (none for one address). */
export interface AvifSource {
  srcSet: string;
  sizes?: string;
}

/**
 * The attributes of a picture with copies in several widths, honouring a phone's Save-Data
 * (docs/decisions/0052-save-data.md): asked to save data, the page offers the smallest copy alone;
 * otherwise every width with `sizes`, for the browser to choose. `avif` is for the `<source>`
 * before the `<img>` (app/components/ui/Picture.tsx), when the picture has AVIF copies.
 */
export function usePicture(
  picture: PictureCopies,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string; avif?: AvifSource } {
  const saveData = useSaveData();
  if (saveData) {
    const avif = smallestAvifOf(picture);
    return { src: smallestOf(picture), avif: avif ? { srcSet: avif } : undefined };
  }
  return {
    src: picture.url,
    srcSet: picture.srcset || undefined,
    sizes: picture.srcset ? sizes : undefined,
    avif: picture.avifSrcset ? { srcSet: picture.avifSrcset, sizes } : undefined,
  };
}

/** Whether the phone asked to save data (`Save-Data: on`), as the root loader read it. */
export function useSaveData(): boolean {
  const root = useRouteLoaderData("root") as { saveData?: boolean } | null | undefined;
  return root?.saveData === true;
}

/** The first address of a `srcset` ("/a-320.webp 320w, …"). */
const firstOf = (srcset?: string | null) => srcset?.split(",")[0]?.trim().split(/\s+/)[0] || undefined;

/** The first (smallest) copy of a `srcset` ("/a-320.webp 320w, …"), else the picture's own address. */
export function smallestOf(picture: PictureCopies): string {
  return firstOf(picture.srcset) || picture.url;
}

/** The smallest width's AVIF copy, when that width has one (else its WebP copy is the smallest file). */
export function smallestAvifOf(picture: PictureCopies): string | undefined {
  const first = firstOf(picture.avifSrcset);
  return first?.endsWith(".avif") ? first : undefined;
}
