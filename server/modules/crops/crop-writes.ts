import { asc, count, eq, sql } from "drizzle-orm";
import type { Season } from "../../../lib/crop-types";
import { uploadUrl } from "../../../lib/uploaded-images";
import type { CropInput } from "../../../lib/validation/crops";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { conflict, DomainError, notFound } from "../../domain-error";
import { staleEdit } from "../catalog";
import { type AuditActor, auditOf, type Tx } from "../staff";
import { type UploadsService, uploadedImages } from "../uploads";
import type { AdminCrop, AdminPicture } from "./admin-types";
import { type CropRow, cropProblems, cropStages, crops, productCropUses } from "./crops.schema";

const audit = auditOf("crop");

/** A picture as the back office shows it: an upload's largest copy, else the demo's art. */
export function adminPicture(
  row: { pictureUrl: string | null; pictureHash: string | null },
  widths: number[] | null,
): AdminPicture | null {
  if (row.pictureHash && widths?.length)
    return { url: uploadUrl(row.pictureHash, widths[widths.length - 1]), hash: row.pictureHash };
  return row.pictureUrl ? { url: row.pictureUrl, hash: null } : null;
}

/** The columns a picture field sets: left out (undefined) it stays; null removes it. */
export async function pictureColumns(uploads: UploadsService, picture: string | null | undefined) {
  if (picture === undefined) return {};
  if (picture === null) return { pictureUrl: null, pictureHash: null };
  const found = await uploads.find(picture, "picture");
  return { pictureHash: found.hash, pictureUrl: null };
}

const audited = (c: CropRow) => ({
  key: c.cropKey,
  name: c.name,
  nameHi: c.nameHi,
  seasons: c.seasons,
  sortOrder: c.sortOrder,
  picture: c.pictureHash ?? c.pictureUrl,
});

/** Locks a crop for the rest of the transaction, refusing an edit started from an older version. */
export async function lockCrop(tx: Tx, id: number, version?: number) {
  const [row] = await tx.select().from(crops).where(eq(crops.id, id)).for("update");
  if (!row) throw notFound("No such crop.");
  if (version !== undefined && row.version !== version) throw await staleEdit(tx, "crop", id, row.updatedAt);
  return row;
}

const keyTaken = (key: string) => {
  const message = `Another crop already has the key ${key} (its address /crops/${key}): choose another.`;
  return new DomainError("conflict", message, { key: message });
};

/** Counts of a table's rows per crop. */
const perCrop = (db: Db, table: typeof cropStages | typeof cropProblems | typeof productCropUses) =>
  db
    .select({ cropId: table.cropId, n: count().as("n") })
    .from(table)
    .groupBy(table.cropId);

/** Crops as staff manage them: the list, create, edit (key, names, seasons, picture, order), remove. */
export function createCropWrites(db: Db, uploads: UploadsService) {
  return {
    async list(): Promise<AdminCrop[]> {
      const [rows, stages, problems, uses] = await Promise.all([
        db
          .select({ crop: crops, widths: uploadedImages.widths })
          .from(crops)
          .leftJoin(uploadedImages, eq(uploadedImages.hash, crops.pictureHash))
          .orderBy(asc(crops.sortOrder), asc(crops.name), asc(crops.id)),
        perCrop(db, cropStages),
        perCrop(db, cropProblems),
        perCrop(db, productCropUses),
      ]);
      const n = (list: { cropId: number; n: number }[], id: number) =>
        Number(list.find((r) => r.cropId === id)?.n ?? 0);
      return rows.map(({ crop: c, widths }) => ({
        id: c.id,
        key: c.cropKey,
        name: c.name,
        nameHi: c.nameHi,
        seasons: c.seasons as Season[],
        sortOrder: c.sortOrder,
        picture: adminPicture(c, widths),
        version: c.version,
        stageCount: n(stages, c.id),
        problemCount: n(problems, c.id),
        useCount: n(uses, c.id),
      }));
    },

    async create(actor: AuditActor, input: CropInput): Promise<number> {
      const picture = await pictureColumns(uploads, input.picture);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(crops)
            .values({
              cropKey: input.key,
              name: input.name,
              nameHi: input.name_hi.normalize("NFC"),
              seasons: input.seasons,
              sortOrder: input.sort_order,
              ...picture,
            })
            .returning();
          await audit(tx, actor, "create", row.id, { after: audited(row) });
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error, "crop_key")) throw keyTaken(input.key);
        throw error;
      }
    },

    async update(actor: AuditActor, id: number, version: number, input: CropInput) {
      const picture = await pictureColumns(uploads, input.picture);
      try {
        await db.transaction(async (tx) => {
          const old = await lockCrop(tx, id, version);
          const [row] = await tx
            .update(crops)
            .set({
              cropKey: input.key,
              name: input.name,
              nameHi: input.name_hi.normalize("NFC"),
              seasons: input.seasons,
              sortOrder: input.sort_order,
              ...picture,
              version: sql`${crops.version} + 1`,
              updatedAt: sql`now()`,
            })
            .where(eq(crops.id, id))
            .returning();
          await audit(tx, actor, "update", id, { before: audited(old), after: audited(row) });
        });
      } catch (error) {
        if (isUniqueViolation(error, "crop_key")) throw keyTaken(input.key);
        throw error;
      }
    },

    /** Removes a crop with its stages and problems; one that products name is refused. */
    async remove(actor: AuditActor, id: number, version: number) {
      await db.transaction(async (tx) => {
        const old = await lockCrop(tx, id, version);
        const [{ n }] = await tx
          .select({ n: count() })
          .from(productCropUses)
          .where(eq(productCropUses.cropId, id));
        if (n > 0)
          throw conflict(
            `${old.name} is named by ${n} product use${n === 1 ? "" : "s"}, so it cannot be removed: remove ${n === 1 ? "that use" : "those uses"} from the products first.`,
          );
        await tx.delete(crops).where(eq(crops.id, id));
        await audit(tx, actor, "remove", id, { before: audited(old) });
      });
    },
  };
}
