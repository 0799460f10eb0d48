import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { DomainError, invalidInput } from "../../../domain-error";
import { type AuditActor, recordAudit } from "../../staff";
import type { UploadsService } from "../../uploads";
import { productImages, products } from "../catalog.schema";
import { bumpVersion, lockProduct } from "./product-writes";

const auditedImages = (rows: { url: string; alt: string }[]) => rows.map((r) => ({ url: r.url, alt: r.alt }));

/** A product's pictures: add an upload, and set their order, alt texts and which stay. */
export function createImageWrites(db: Db, uploads: UploadsService) {
  async function imagesOf(tx: Pick<Db, "select">, productId: number) {
    return tx
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(productImages.displayOrder, productImages.id);
  }

  return {
    /** Adds an uploaded picture (by its hash) after the product's others. */
    async add(actor: AuditActor, productId: number, version: number, hash: string, alt: string) {
      const upload = await uploads.find(hash, "image");
      await db.transaction(async (tx) => {
        await lockProduct(tx, productId, version);
        const existing = await imagesOf(tx, productId);
        if (existing.length >= 12) {
          throw new DomainError("conflict", "A product has at most 12 pictures: remove one first.", {
            image: "A product has at most 12 pictures: remove one first.",
          });
        }
        await tx.insert(productImages).values({
          productId,
          url: upload.url,
          alt,
          uploadHash: upload.hash,
          displayOrder: (existing.at(-1)?.displayOrder ?? -1) + 1,
        });
        await tx.update(products).set(bumpVersion).where(eq(products.id, productId));
        await recordAudit(tx, actor, {
          entity: "product",
          entityId: productId,
          action: "add-image",
          before: { images: auditedImages(existing) },
          after: { images: [...auditedImages(existing), { url: upload.url, alt }] },
        });
      });
    },

    /** The pictures in the order given, with their alt texts; any left out are removed. */
    async arrange(
      actor: AuditActor,
      productId: number,
      version: number,
      order: readonly { id: number; alt: string }[],
    ) {
      await db.transaction(async (tx) => {
        await lockProduct(tx, productId, version);
        const existing = await imagesOf(tx, productId);
        const ids = new Set(existing.map((i) => i.id));
        const seen = new Set<number>();
        for (const [i, image] of order.entries()) {
          if (!ids.has(image.id) || seen.has(image.id)) {
            throw invalidInput("This picture is not this product's; reload.", {
              [`images.${i}.id`]: "Reload.",
            });
          }
          seen.add(image.id);
          await tx
            .update(productImages)
            .set({ alt: image.alt, displayOrder: i })
            .where(eq(productImages.id, image.id));
        }
        const removed = existing.filter((i) => !seen.has(i.id)).map((i) => i.id);
        if (removed.length > 0) await tx.delete(productImages).where(inArray(productImages.id, removed));
        await tx.update(products).set(bumpVersion).where(eq(products.id, productId));
        const after = order.map((o) => ({ url: existing.find((e) => e.id === o.id)?.url ?? "", alt: o.alt }));
        await recordAudit(tx, actor, {
          entity: "product",
          entityId: productId,
          action: "images",
          before: { images: auditedImages(existing) },
          after: { images: after },
        });
      });
    },
  };
}
