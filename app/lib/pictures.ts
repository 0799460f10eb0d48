import { useRouteLoaderData } from "react-router";

/**
 * The attributes of a picture with copies in several widths, honouring a phone's Save-Data
 * (docs/decisions/0052-save-data.md): asked to save data, the page offers the smallest copy alone;
 * otherwise every width with `sizes`, for the browser to choose.
 */
export function usePicture(picture: { url: string; srcset?: string }, sizes: string) {
  const saveData = useSaveData();
  if (saveData) return { src: smallestOf(picture), srcSet: undefined, sizes: undefined };
  return { src: picture.url, srcSet: picture.srcset || undefined, sizes: picture.srcset ? sizes : undefined };
}

/** Whether the phone asked to save data (`Save-Data: on`), as the root loader read it. */
export function useSaveData(): boolean {
  const root = useRouteLoaderData("root") as { saveData?: boolean } | null | undefined;
  return root?.saveData === true;
}

/** The first (smallest) copy of a `srcset` ("/a-320.webp 320w, …"), else the picture's own address. */
export function smallestOf(picture: { url: string; srcset?: string }): string {
  const first = picture.srcset?.split(",")[0]?.trim().split(/\s+/)[0];
  return first || picture.url;
}
