import { asc, count, eq, sql } from "drizzle-orm";
import { uploadedPicture } from "../../../../lib/uploaded-images";
import type { Db } from "../../../db/client";
import { isUniqueViolation } from "../../../db/errors";
import { conflict, DomainError, invalidInput, notFound } from "../../../domain-error";
import { type AuditActor, auditOf, recordAudit, type Tx } from "../../staff";
import { type UploadsService, uploadedImages } from "../../uploads";
import { type categories as Categories, categories, products } from "../catalog.schema";
import { staleEdit } from "./stale-edit";
import { type CategoryHi, categoriesHi, writeCategoryHi } from "./translations";
import type { AdminCategory } from "./types";

const audit = auditOf("category");

export interface CategoryInput {
  name: string;
  description: string;
  banner?: string | null;
  active: boolean;
  /** Its Hindi; left out, it stays as it is. */
  hi?: CategoryHi;
}

type CategoryRow = typeof Categories.$inferSelect;

const NO_HI: CategoryHi = { name: "", description: "" };

const audited = (c: CategoryRow, hi: CategoryHi) => ({
  name: c.name,
  nameHi: hi.name,
  descriptionHi: hi.description,
  description: c.description,
  banner: c.bannerHash,
  active: c.isActive,
});

/** "Vegetable Seeds" → "vegetable-seeds": the category's address, /products/{key}. */
export const keyFor = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);

async function lockCategory(tx: Tx, id: number, version: number) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
  if (!row) throw notFound("No such category.");
  if (row.version !== version) throw await staleEdit(tx, "category", id, row.updatedAt);
  return row;
}

/** Categories as staff manage them: create, rename, banner, order, deactivate, remove when empty. */
export function createCategoryAdmin(db: Db, uploads: UploadsService) {
  async function bannerHash(input: CategoryInput) {
    return input.banner ? (await uploads.find(input.banner, "banner")).hash : null;
  }

  return {
    /** Every category (inactive ones too) in display order, with its number of products. */
    async list(): Promise<AdminCategory[]> {
      const counts = db
        .select({ categoryId: products.categoryId, n: count().as("n") })
        .from(products)
        .groupBy(products.categoryId)
        .as("counts");
      const rows = await db
        .select({
          category: categories,
          n: counts.n,
          widths: uploadedImages.widths,
          avifWidths: uploadedImages.avifWidths,
        })
        .from(categories)
        .leftJoin(counts, eq(counts.categoryId, categories.id))
        .leftJoin(uploadedImages, eq(uploadedImages.hash, categories.bannerHash))
        .orderBy(asc(categories.displayOrder), asc(categories.id));
      const hi = await categoriesHi(db);
      return rows.map(({ category: c, n, widths, avifWidths }) => ({
        id: c.id,
        name: c.name,
        key: c.categoryKey,
        description: c.description,
        active: c.isActive,
        displayOrder: c.displayOrder,
        productCount: Number(n ?? 0),
        banner:
          c.bannerHash && widths
            ? { hash: c.bannerHash, ...uploadedPicture(c.bannerHash, widths, avifWidths) }
            : null,
        version: c.version,
        hi: hi.get(c.id) ?? NO_HI,
      }));
    },

    async create(actor: AuditActor, input: CategoryInput): Promise<number> {
      const key = keyFor(input.name);
      if (!key)
        throw invalidInput("Use some letters or digits in the name.", {
          name: "Use some letters or digits in the name.",
        });
      const banner = await bannerHash(input);
      try {
        return await db.transaction(async (tx) => {
          const [last] = await tx
            .select({ n: sql<number>`coalesce(max(${categories.displayOrder}), 0)` })
            .from(categories);
          const [row] = await tx
            .insert(categories)
            .values({
              name: input.name,
              categoryKey: key,
              description: input.description,
              bannerHash: banner,
              isActive: input.active,
              displayOrder: Number(last.n) + 1,
            })
            .returning();
          const hi = input.hi ? await writeCategoryHi(tx, row.id, input.hi) : NO_HI;
          await audit(tx, actor, "create", row.id, { after: { ...audited(row, hi), key } });
          return row.id;
        });
      } catch (error) {
        if (!isUniqueViolation(error, "category_key")) throw error;
        const message = `Another category already has the address /products/${key}: choose another name.`;
        throw new DomainError("conflict", message, { name: message });
      }
    },

    /** Renames, redescribes, changes the banner or (de)activates; the address stays. */
    async update(actor: AuditActor, id: number, version: number, input: CategoryInput) {
      const banner = input.banner === undefined ? undefined : await bannerHash(input);
      await db.transaction(async (tx) => {
        const old = await lockCategory(tx, id, version);
        const oldHi = (await categoriesHi(tx, [id])).get(id) ?? NO_HI;
        const hi = input.hi ? await writeCategoryHi(tx, id, input.hi) : oldHi;
        const [row] = await tx
          .update(categories)
          .set({
            name: input.name,
            description: input.description,
            bannerHash: banner === undefined ? old.bannerHash : banner,
            isActive: input.active,
            version: sql`${categories.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(categories.id, id))
          .returning();
        const action =
          old.isActive && !row.isActive
            ? "deactivate"
            : !old.isActive && row.isActive
              ? "activate"
              : "update";
        await audit(tx, actor, action, id, { before: audited(old, oldHi), after: audited(row, hi) });
      });
    },

    /** Puts every category in the given order (the list must name each once). */
    async reorder(actor: AuditActor, ids: readonly number[]) {
      await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(categories)
          .orderBy(asc(categories.displayOrder), asc(categories.id))
          .for("update");
        const known = new Set(rows.map((r) => r.id));
        if (
          ids.length !== rows.length ||
          new Set(ids).size !== ids.length ||
          !ids.every((i) => known.has(i))
        ) {
          throw conflict("The categories changed meanwhile; reload.");
        }
        for (const [i, id] of ids.entries()) {
          await tx
            .update(categories)
            .set({ displayOrder: i + 1 })
            .where(eq(categories.id, id));
        }
        const name = new Map(rows.map((r) => [r.id, r.name]));
        await recordAudit(tx, actor, {
          entity: "category",
          action: "reorder",
          before: { order: rows.map((r) => r.name) },
          after: { order: ids.map((i) => name.get(i)) },
        });
      });
    },

    /** Removes an empty category; one with products is only ever deactivated. */
    async remove(actor: AuditActor, id: number, version: number) {
      await db.transaction(async (tx) => {
        const old = await lockCategory(tx, id, version);
        const [{ n }] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
        if (n > 0) {
          throw conflict(
            `${old.name} has ${n} product${n === 1 ? "" : "s"}, so it cannot be removed: move ${n === 1 ? "it" : "them"} to another category first, or deactivate the category.`,
          );
        }
        await tx.delete(categories).where(eq(categories.id, id));
        await audit(tx, actor, "remove", id, { before: audited(old, NO_HI) });
      });
    },
  };
}
