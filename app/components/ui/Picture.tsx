import type { ComponentProps } from "react";
import { preload } from "react-dom";
import { type PictureCopies, usePicture } from "~/lib/pictures";

type ImgProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "alt"> & { alt: string };

/**
 * An uploaded picture in the copy the screen needs (`usePicture`, Save-Data honoured), offered
 * as AVIF first where it has AVIF copies: `<picture><source type="image/avif"><img></picture>`,
 * the `<img>` keeping its size, alt and loading so nothing moves (docs/decisions/0055-avif-copies.md).
 * Without AVIF copies it is the `<img>` alone, as before.
 */
export function Picture({
  picture,
  sizes,
  alt,
  ...img
}: { picture: PictureCopies; sizes: string } & ImgProps) {
  const { avif, ...chosen } = usePicture(picture, sizes);
  const tag = <img {...chosen} alt={alt} {...img} />;
  if (!avif) return tag;
  // React preloads an eager <img> from the head, but not one in a <picture>: preload the AVIF
  // choice as it would have (a browser without AVIF skips it). React leaves out `href` beside
  // `imageSrcSet`, so a browser that cannot read the set fetches nothing rather than a wrong copy.
  if (img.loading !== "lazy") {
    preload(avif.srcSet, {
      as: "image",
      type: "image/avif",
      imageSrcSet: avif.sizes && avif.srcSet,
      imageSizes: avif.sizes,
      fetchPriority: img.fetchPriority,
    });
  }
  return (
    // display: contents, so the <img> stays the box its parent lays out (a flex item, a block).
    <picture className="contents">
      <source type="image/avif" srcSet={avif.srcSet} sizes={avif.sizes} />
      {tag}
    </picture>
  );
}
