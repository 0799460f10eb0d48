import { randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { RegulatedKind } from "../../../../lib/regulated";
import { keepRelevant, NO_REGULATED_FIELDS, type RegulatedFields } from "../../../../lib/regulated-fields";
import type { ProductInput } from "../../../../lib/validation/catalogue";
import { cleanHtml } from "../../../clean-html";
import type { Db } from "../../../db/client";
import { isUniqueViolation } from "../../../db/errors";
import { DomainError, notFound } from "../../../domain-error";
import { type AuditActor, recordAudit, type Tx } from "../../staff";
import { categories, type Product, productPrices, products } from "../catalog.schema";
import { staffWho } from "../stock/move-stock";
import { auditedPacks, type StockChange, syncPacks } from "./packs";
import { givenLabel, labelOf, refuseOffLabel } from "./sale-check";
import { staleEdit } from "./stale-edit";
import {
  NO_PRODUCT_HI,
  type ProductHi,
  packLabelsHi,
  productHi,
  writePackLabelHi,
  writeProductHi,
} from "./translations";

const SKU_TAKEN = "Another product already has this SKU.";
const skuTaken = () => new DomainError("conflict", SKU_TAKEN, { sku: SKU_TAKEN });

/** What the audit log compares of a product, with its Hindi (its packs are added by the caller). */
const audited = (p: Product, hi: ProductHi) => ({
  name: p.name,
  nameHi: hi.name,
  shortDescriptionHi: hi.shortDescription,
  descriptionHi: hi.descriptionHtml,
  categoryId: p.categoryId,
  sku: p.sku,
  description: p.descriptionHtml,
  shortDescription: p.shortDescription,
  hsnCode: p.hsnCode,
  gstRate: p.gstRate,
  regulatedKind: p.regulatedKind,
  ...labelOf(p),
  activeIngredients: p.activeIngredients.join("; "),
  active: p.isActive,
  featured: p.isFeatured,
});

/**
 * The label details the product keeps: what it had, what the input gave over it, cleared of
 * the fields its kind does not use (lib/regulated-fields.ts).
 */
const labelFor = (kind: RegulatedKind, input: ProductInput, had: RegulatedFields = NO_REGULATED_FIELDS) =>
  keepRelevant(kind, { ...had, ...givenLabel(input) });

const columns = (input: ProductInput) => ({
  name: input.name,
  categoryId: input.category_id,
  sku: input.sku,
  descriptionHtml: cleanHtml(input.description),
  shortDescription: input.short_description,
  hsnCode: input.hsn_code,
  gstRate: input.gst_rate,
  // Left out (an older API client): a new product is not regulated, an edit keeps what it had.
  ...(input.regulated_kind ? { regulatedKind: input.regulated_kind } : {}),
  isActive: input.active,
  isFeatured: input.featured,
});

/** "Neem Oil 1500 PPM" → "neem-oil-1500-ppm-3fa9": unique without asking the database. */
export const slugFor = (name: string) =>
  `${
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "product"
  }-${randomBytes(3).toString("hex")}`;

/** The product row, locked for this write, if the edit started from its current version. */
export async function lockProduct(tx: Tx, id: number, version: number): Promise<Product> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
  if (!row) throw notFound("No such product.");
  if (row.version !== version) throw await staleEdit(tx, "product", id, row.updatedAt);
  return row;
}

/** The next version of a locked product: every back-office write to it moves it on. */
export const bumpVersion = { version: sql`${products.version} + 1`, updatedAt: sql`now()` };

async function checkCategoryAndSku(tx: Tx, input: ProductInput, productId?: number) {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.category_id));
  if (!category)
    throw new DomainError("invalid_input", "Choose a category.", { category_id: "Choose a category." });
  const [other] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      productId ? and(eq(products.sku, input.sku), ne(products.id, productId)) : eq(products.sku, input.sku),
    );
  if (other) throw skuTaken();
}

/**
 * The packs' Hindi labels the form sent (in the packs' order; a pack without `label_hi` keeps
 * its own), then every label of the packs as they now are.
 */
async function savePackLabels(tx: Tx, input: ProductInput, packs: readonly { id: number }[]) {
  for (const [i, p] of input.packs.entries()) {
    if (p.label_hi !== undefined) await writePackLabelHi(tx, packs[i].id, p.label_hi);
  }
  return packLabelsHi(
    tx,
    packs.map((p) => p.id),
  );
}

/** Every stock change is an audit entry of its own, with the reason staff gave. */
export async function auditStock(tx: Tx, actor: AuditActor, changes: readonly StockChange[], reason: string) {
  for (const c of changes) {
    await recordAudit(tx, actor, {
      entity: "pack",
      entityId: c.packId,
      action: "stock",
      // The field names the pack, so the log reads "stock of Neem Oil 1 L: 10 → 15".
      before: { [`stock of ${c.label}`]: c.before },
      after: { [`stock of ${c.label}`]: c.after },
      reason,
    });
  }
}

/** Creating and editing products as a whole (fields and packs), and switching them on and off. */
export function createProductWrites(db: Db) {
  /** Runs a write; a SKU taken by a racing write is the same 409 as one taken before. */
  async function write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (isUniqueViolation(error, "sku")) throw skuTaken();
      throw error;
    }
  }

  return {
    async create(actor: AuditActor, input: ProductInput): Promise<number> {
      return write(async (tx) => {
        await checkCategoryAndSku(tx, input);
        const kind = input.regulated_kind ?? "none";
        const label = labelFor(kind, input);
        if (input.active) await refuseOffLabel(tx, input.name, kind, label);
        const [row] = await tx
          .insert(products)
          .values({ ...columns(input), ...label, slug: slugFor(input.name) })
          .returning();
        const packs = await syncPacks(tx, row, input.packs, input.stock_reason, staffWho(actor));
        const hi = input.hi ? await writeProductHi(tx, row.id, input.hi) : NO_PRODUCT_HI;
        const labels = await savePackLabels(tx, input, packs.after);
        await recordAudit(tx, actor, {
          entity: "product",
          entityId: row.id,
          action: "create",
          after: { ...audited(row, hi), packs: auditedPacks(packs.after, labels) },
        });
        await auditStock(tx, actor, packs.stock, input.stock_reason || "New pack size");
        return row.id;
      });
    },

    async update(actor: AuditActor, id: number, version: number, input: ProductInput): Promise<void> {
      await write(async (tx) => {
        const old = await lockProduct(tx, id, version);
        await checkCategoryAndSku(tx, input, id);
        const kind = input.regulated_kind ?? old.regulatedKind;
        const label = labelFor(kind, input, labelOf(old));
        // The rule applies from the next save on: an active product saved active must pass it.
        if (input.active) await refuseOffLabel(tx, input.name, kind, label);
        const [oldHi, oldLabels] = await Promise.all([
          productHi(tx, id),
          packLabelsHi(
            tx,
            (
              await tx
                .select({ id: productPrices.id })
                .from(productPrices)
                .where(eq(productPrices.productId, id))
            ).map((p) => p.id),
          ),
        ]);
        const packs = await syncPacks(
          tx,
          { id, name: input.name },
          input.packs,
          input.stock_reason,
          staffWho(actor),
        );
        const [row] = await tx
          .update(products)
          .set({ ...columns(input), ...label, ...bumpVersion })
          .where(eq(products.id, id))
          .returning();
        const hi = input.hi ? await writeProductHi(tx, id, input.hi) : oldHi;
        const labels = await savePackLabels(tx, input, packs.after);
        await recordAudit(tx, actor, {
          entity: "product",
          entityId: id,
          action: "update",
          before: { ...audited(old, oldHi), packs: auditedPacks(packs.before, oldLabels) },
          after: { ...audited(row, hi), packs: auditedPacks(packs.after, labels) },
        });
        const newPacks = packs.stock.filter((c) => !packs.before.some((p) => p.id === c.packId));
        await auditStock(tx, actor, newPacks, input.stock_reason || "New pack size");
        await auditStock(
          tx,
          actor,
          packs.stock.filter((c) => !newPacks.includes(c)),
          input.stock_reason,
        );
      });
    },

    /** Takes a product off sale (or back): never deleted, since orders point at it. */
    async setActive(actor: AuditActor, id: number, version: number, active: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const old = await lockProduct(tx, id, version);
        if (active) await refuseOffLabel(tx, old.name, old.regulatedKind, labelOf(old));
        await tx
          .update(products)
          .set({ isActive: active, ...bumpVersion })
          .where(eq(products.id, id));
        await recordAudit(tx, actor, {
          entity: "product",
          entityId: id,
          action: active ? "activate" : "deactivate",
          before: { active: old.isActive },
          after: { active },
        });
      });
    },
  };
}
