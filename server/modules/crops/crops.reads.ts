import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ProductImage } from "../../../lib/catalog-types";
import type {
  CropChoice,
  CropPage,
  CropProduct,
  CropSummary,
  ProblemKind,
  ProductCropUse,
  Season,
} from "../../../lib/crop-types";
import type { Lang } from "../../../lib/i18n/language";
import { uploadedPicture } from "../../../lib/uploaded-images";
import type { Db } from "../../db/client";
import { categories, createProductRows, productColumnsIn, products, visible } from "../catalog";
import { uploadedImages } from "../uploads";
import { cropProblems, cropStages, crops, productCropUses } from "./crops.schema";
import { doseOf } from "./dose-rows";

/** A name in `lang`: the Hindi column where one is written, else the English. */
const inLang = (lang: Lang, english: string, hindi: string) => (lang === "hi" && hindi ? hindi : english);
/** The Hindi where written, in SQL (for ordering and choices). */
const nameSql = (lang: Lang, english: SQL | typeof crops.name, hindi: typeof crops.nameHi): SQL<string> =>
  lang === "hi" ? sql<string>`coalesce(nullif(${hindi}, ''), ${english})` : sql<string>`${english}`;

/** A crop's or problem's picture: an upload's copies (WebP, and AVIF where smaller), else the demo's art, else none. */
function pictureOf(
  row: { pictureUrl: string | null; pictureHash: string | null },
  copies: { widths: number[] | null; avifWidths: number[] | null },
  alt: string,
): ProductImage | null {
  if (row.pictureHash && copies.widths?.length)
    return { ...uploadedPicture(row.pictureHash, copies.widths, copies.avifWidths), alt };
  return row.pictureUrl ? { url: row.pictureUrl, alt } : null;
}

const safetyIn = (lang: Lang, en: string, hi: string) => inLang(lang, en, hi).trim() || null;

/**
 * The crops' reads for the storefront, uncached (crops.service.ts caches them per language):
 * the list, a crop's page, a product's uses, and the category page's crop filter. Only products
 * a customer may see (active, in an active category) are listed.
 */
export function createCropReads(db: Db) {
  const rows = createProductRows(db);

  async function summaries(lang: Lang, where?: SQL) {
    const found = await db
      .select({ crop: crops, widths: uploadedImages.widths, avifWidths: uploadedImages.avifWidths })
      .from(crops)
      .leftJoin(uploadedImages, eq(uploadedImages.hash, crops.pictureHash))
      .where(where)
      .orderBy(asc(crops.sortOrder), asc(crops.name), asc(crops.id));
    return found.map(({ crop, ...copies }) => {
      const name = inLang(lang, crop.name, crop.nameHi);
      const summary: CropSummary & { id: number } = {
        id: crop.id,
        key: crop.cropKey,
        name,
        // The Hindi name beside the English for English readers; a Hindi page stays in Hindi.
        otherName: lang === "hi" ? "" : crop.nameHi,
        seasons: crop.seasons as Season[],
        picture: pictureOf(crop, copies, name),
      };
      return summary;
    });
  }

  /** Each use of a crop with its product card, for products a customer may see. */
  async function cropProducts(lang: Lang, cropId: number) {
    const uses = await db
      .select({ use: productCropUses })
      .from(productCropUses)
      .innerJoin(products, eq(products.id, productCropUses.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(visible, eq(productCropUses.cropId, cropId)))
      .orderBy(asc(productCropUses.id));
    const ids = [...new Set(uses.map((u) => u.use.productId))];
    const cardRows = ids.length
      ? await db
          .select(productColumnsIn(lang))
          .from(products)
          .innerJoin(categories, eq(products.categoryId, categories.id))
          .where(inArray(products.id, ids))
      : [];
    const cards = new Map((await rows.cards(cardRows, lang)).map((c) => [c.id, c]));
    return uses.flatMap(({ use }) => {
      const product = cards.get(use.productId);
      if (!product) return [];
      const item: CropProduct & { stageId: number | null; problemId: number | null } = {
        useId: use.id,
        dose: doseOf(use),
        safety: safetyIn(lang, use.safety, use.safetyHi),
        product,
        packs: product.prices,
        stageId: use.stageId,
        problemId: use.problemId,
      };
      return [item];
    });
  }

  return {
    /** Every crop, in the shop's order. */
    async listCrops(lang: Lang): Promise<CropSummary[]> {
      return (await summaries(lang)).map(({ id: _id, ...c }) => c);
    },

    /** A crop's page: its stages and problems, each with the products that serve it; undefined when unknown. */
    async cropPage(lang: Lang, key: string): Promise<CropPage | undefined> {
      const [crop] = await summaries(lang, eq(crops.cropKey, key));
      if (!crop) return undefined;
      const [stages, problems, items] = await Promise.all([
        db
          .select()
          .from(cropStages)
          .where(eq(cropStages.cropId, crop.id))
          .orderBy(asc(cropStages.sortOrder), asc(cropStages.id)),
        db
          .select({
            problem: cropProblems,
            widths: uploadedImages.widths,
            avifWidths: uploadedImages.avifWidths,
          })
          .from(cropProblems)
          .leftJoin(uploadedImages, eq(uploadedImages.hash, cropProblems.pictureHash))
          .where(eq(cropProblems.cropId, crop.id))
          .orderBy(asc(cropProblems.sortOrder), asc(cropProblems.id)),
        cropProducts(lang, crop.id),
      ]);
      const strip = ({ stageId: _s, problemId: _p, ...item }: (typeof items)[number]): CropProduct => item;
      const { id: _id, ...summary } = crop;
      return {
        ...summary,
        stages: stages.map((s) => ({
          key: s.stageKey,
          name: inLang(lang, s.name, s.nameHi),
          products: items.filter((i) => i.stageId === s.id).map(strip),
        })),
        problems: problems.map(({ problem: p, ...copies }) => {
          const name = inLang(lang, p.name, p.nameHi);
          return {
            key: p.problemKey,
            kind: p.kind as ProblemKind,
            name,
            symptoms: inLang(lang, p.symptoms, p.symptomsHi),
            picture: pictureOf(p, copies, name),
            products: items.filter((i) => i.problemId === p.id).map(strip),
          };
        }),
      };
    },

    /** A product's uses, by crop (the shop's order), its stages before its problems. */
    async productUses(lang: Lang, productId: number): Promise<ProductCropUse[]> {
      const found = await db
        .select({ use: productCropUses, crop: crops, stage: cropStages, problem: cropProblems })
        .from(productCropUses)
        .innerJoin(crops, eq(crops.id, productCropUses.cropId))
        .leftJoin(cropStages, eq(cropStages.id, productCropUses.stageId))
        .leftJoin(cropProblems, eq(cropProblems.id, productCropUses.problemId))
        .where(eq(productCropUses.productId, productId))
        .orderBy(
          asc(crops.sortOrder),
          asc(crops.id),
          sql`${productCropUses.stageId} is null`,
          asc(cropStages.sortOrder),
          asc(cropProblems.sortOrder),
          asc(productCropUses.id),
        );
      return found.map(({ use, crop, stage, problem }) => {
        const target = stage
          ? { kind: "stage" as const, key: stage.stageKey, name: inLang(lang, stage.name, stage.nameHi) }
          : {
              kind: "problem" as const,
              key: problem?.problemKey ?? "",
              name: problem ? inLang(lang, problem.name, problem.nameHi) : "",
            };
        return {
          id: use.id,
          crop: { key: crop.cropKey, name: inLang(lang, crop.name, crop.nameHi) },
          target,
          dose: doseOf(use),
          safety: safetyIn(lang, use.safety, use.safetyHi),
        };
      });
    },

    /** The crops the visible products of a category serve: the category page's filter. */
    async cropsInCategory(lang: Lang, categoryKey: string): Promise<CropChoice[]> {
      return db
        .selectDistinct({
          key: crops.cropKey,
          name: nameSql(lang, crops.name, crops.nameHi),
          order: crops.sortOrder,
          id: crops.id,
        })
        .from(productCropUses)
        .innerJoin(crops, eq(crops.id, productCropUses.cropId))
        .innerJoin(products, eq(products.id, productCropUses.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(visible, eq(categories.categoryKey, categoryKey)))
        .orderBy(asc(crops.sortOrder), asc(crops.id))
        .then((list) => list.map(({ key, name }) => ({ key, name })));
    },

    /** The ids of the products that serve a crop (any stage or problem). */
    async productIdsOfCrop(key: string): Promise<number[]> {
      const found = await db
        .selectDistinct({ id: productCropUses.productId })
        .from(productCropUses)
        .innerJoin(crops, eq(crops.id, productCropUses.cropId))
        .where(eq(crops.cropKey, key));
      return found.map((r) => r.id);
    },

    /** Every crop's key (its address), for the sitemap. */
    async sitemapEntries(): Promise<string[]> {
      const found = await db
        .select({ key: crops.cropKey })
        .from(crops)
        .orderBy(asc(crops.sortOrder), asc(crops.id));
      return found.map((c) => c.key);
    },
  };
}

export type CropReads = ReturnType<typeof createCropReads>;
