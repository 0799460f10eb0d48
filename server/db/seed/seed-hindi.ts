import { cleanHtml } from "../../clean-html";
import { blogPostTranslations } from "../../modules/blog/blog.schema";
import { searchSynonyms } from "../../modules/catalog/synonyms.schema";
import {
  categoryTranslations,
  packTranslations,
  productTranslations,
} from "../../modules/catalog/translations.schema";
import type { Tx } from "../../modules/staff/staff-records";
import { blogHi, categoriesHi, descriptionHi, packLabelHi, productsHi } from "./data/hindi";
import { synonyms } from "./data/hindi/synonyms";
import { products } from "./data/products";

/**
 * The demo shop's Hindi (data/hindi): category, product, pack and blog translations for the
 * rows just inserted, looked up by category key, slug and url title; and the search synonyms.
 */
export async function seedHindi(
  tx: Tx,
  ids: {
    categoryId: Map<string, number>;
    productId: Map<string, number>;
    packs: { id: number; productId: number; displayOrder: number }[];
    posts: { id: number; urlTitle: string }[];
  },
) {
  const categoryRows = Object.entries(categoriesHi).flatMap(([key, c]) => {
    const id = ids.categoryId.get(key);
    return id === undefined ? [] : [{ categoryId: id, lang: "hi", name: c.name, description: c.description }];
  });
  if (categoryRows.length) await tx.insert(categoryTranslations).values(categoryRows).onConflictDoNothing();

  const bySku = new Map(products.map((p) => [p.sku, p]));
  const productRows = [];
  const packRows = [];
  for (const hi of productsHi) {
    const p = bySku.get(hi.sku);
    if (!p) throw new Error(`The Hindi data names an unknown product ${hi.sku}`);
    const id = ids.productId.get(p.slug);
    if (id === undefined) continue;
    productRows.push({
      productId: id,
      lang: "hi",
      name: hi.name.normalize("NFC"),
      shortDescription: hi.short,
      descriptionHtml: cleanHtml(descriptionHi(p.category, hi)),
    });
    for (const pack of ids.packs.filter((k) => k.productId === id)) {
      packRows.push({ productPriceId: pack.id, lang: "hi", label: packLabelHi(p.packs[pack.displayOrder]) });
    }
  }
  if (productRows.length) await tx.insert(productTranslations).values(productRows).onConflictDoNothing();
  if (packRows.length) await tx.insert(packTranslations).values(packRows).onConflictDoNothing();

  const postRows = ids.posts.flatMap((post) => {
    const hi = blogHi[post.urlTitle];
    return hi
      ? [
          {
            postId: post.id,
            lang: "hi",
            title: hi.title,
            shortDescription: hi.short,
            bodyHtml: cleanHtml(hi.body),
          },
        ]
      : [];
  });
  if (postRows.length) await tx.insert(blogPostTranslations).values(postRows).onConflictDoNothing();

  await tx
    .insert(searchSynonyms)
    .values(
      Object.entries(synonyms).map(([term, words]) => ({
        term,
        words: words.map((w) => w.normalize("NFC")),
      })),
    )
    .onConflictDoNothing();
}
