import { LANGUAGES, type Lang } from "../../../lib/i18n/language";
import type { Db } from "../../db/client";
import { createReadCache, type ReadCache } from "../catalog";
import { type CropReads, createCropReads } from "./crops.reads";

/** The crops' reads in one language, cached under keys that name it. */
function view(lang: Lang, reads: CropReads, cache: ReadCache) {
  const named = (name: string) => `crops:${lang}:${name}`;
  return {
    listCrops: cache.wrap(named("list"), () => reads.listCrops(lang)),
    cropPage: cache.wrap(named("page"), (key: string) => reads.cropPage(lang, key)),
    productUses: cache.wrap(named("productUses"), (productId: number) => reads.productUses(lang, productId)),
    cropsInCategory: cache.wrap(named("inCategory"), (categoryKey: string) =>
      reads.cropsInCategory(lang, categoryKey),
    ),
  };
}
export type CropView = ReturnType<typeof view>;

/**
 * Crops for the storefront (docs/decisions/0043-crops-and-doses.md): the list, a crop's page, a
 * product's uses and the category page's crop filter, in a language. Cached like the catalogue
 * (its products' cards are on the crop pages); `invalidate()` on the cache bus's catalogue
 * topic drops them at once after a back-office change (server/services.ts).
 */
export function createCropsService(db: Db, options: { cacheTtlMs?: number } = {}) {
  const reads = createCropReads(db);
  const cache = createReadCache(options.cacheTtlMs ?? 30_000, 1000, "crops");
  const views = Object.fromEntries(LANGUAGES.map((l) => [l, view(l, reads, cache)])) as Record<
    Lang,
    CropView
  >;
  return {
    /** The crops in `lang`. */
    in: (lang: Lang): CropView => views[lang],
    productIdsOfCrop: cache.wrap("crops:productIds", (key: string) => reads.productIdsOfCrop(key)),
    sitemapEntries: cache.wrap("crops:sitemap", () => reads.sitemapEntries()),
    invalidate: () => cache.invalidate(),
  };
}

export type CropsService = ReturnType<typeof createCropsService>;
