import { and, asc, eq, sql } from "drizzle-orm";
import {
  type ListedIngredient,
  listedIn as matchesIn,
  notificationOf,
} from "../../../../lib/regulated-fields";
import type { ListedIngredientInput } from "../../../../lib/validation/listed-ingredients";
import type { Db } from "../../../db/client";
import { isUniqueViolation } from "../../../db/errors";
import { DomainError, notFound } from "../../../domain-error";
import { type AuditActor, auditOf, recordAudit, type Tx } from "../../staff";
import { products } from "../catalog.schema";
import { listedIngredients } from "../ingredients.schema";
import { bumpVersion } from "./product-writes";
import { staleEdit } from "./stale-edit";

const audit = auditOf("listed_ingredient");

type Row = typeof listedIngredients.$inferSelect;

/** A banned or restricted active ingredient as the back office lists it. */
export interface AdminListedIngredient extends ListedIngredient {
  id: number;
  note: string;
  source: string;
  version: number;
  updatedAt: Date;
}

const toAdmin = (r: Row): AdminListedIngredient => ({
  id: r.id,
  name: r.name,
  status: r.status,
  notification: r.notification,
  notifiedOn: r.notifiedOn ?? "",
  note: r.note,
  source: r.source,
  version: r.version,
  updatedAt: r.updatedAt,
});
const audited = (r: Row) => ({
  name: r.name,
  status: r.status,
  notification: r.notification,
  notifiedOn: r.notifiedOn ?? "",
  note: r.note,
  source: r.source,
});
const columns = (input: ListedIngredientInput) => ({
  name: input.name,
  status: input.status,
  notification: input.notification,
  notifiedOn: input.notified_on,
  note: input.note,
  source: input.source,
});

const nameTaken = (name: string) => {
  const message = `${name} is already on the list: edit that one.`;
  return new DomainError("conflict", message, { name: message });
};

async function lockRow(tx: Tx, id: number, version: number): Promise<Row> {
  const [row] = await tx.select().from(listedIngredients).where(eq(listedIngredients.id, id)).for("update");
  if (!row) throw notFound("No such ingredient on the list.");
  if (row.version !== version) throw await staleEdit(tx, "listed_ingredient", id, row.updatedAt);
  return row;
}

/** The products a change to the list took off sale, by name. */
export interface ListChange {
  offSale: string[];
}

/** "The ingredient is saved. Taken off sale: Neem Oil, Bug Stop." */
export const listChangeSentence = (said: string, change: ListChange) =>
  change.offSale.length ? `${said} Taken off sale: ${change.offSale.join(", ")}.` : said;

/**
 * A banned ingredient takes every product on sale that names it off sale in the same
 * transaction, at once (docs/decisions/0048-registration-and-ingredients.md), each with an
 * audit entry whose reason names the ingredient and the notification. A restricted one takes
 * off sale only those without a restriction note.
 */
async function takeOffSale(tx: Tx, actor: AuditActor, row: Row): Promise<string[]> {
  const listed = toAdmin(row);
  const active = await tx
    .select({
      id: products.id,
      name: products.name,
      ingredients: products.activeIngredients,
      note: products.restrictionNote,
    })
    .from(products)
    .where(and(eq(products.isActive, true), sql`cardinality(${products.activeIngredients}) > 0`))
    .for("update");
  const hit = active.filter(
    (p) => matchesIn(p.ingredients, [listed]).length > 0 && (row.status === "banned" || !p.note.trim()),
  );
  const why =
    row.status === "banned"
      ? `${row.name} is banned (${notificationOf(listed)})`
      : `${row.name} is restricted (${notificationOf(listed)}) and the product has no restriction note`;
  for (const p of hit) {
    await tx
      .update(products)
      .set({ isActive: false, ...bumpVersion })
      .where(eq(products.id, p.id));
    await recordAudit(tx, actor, {
      entity: "product",
      entityId: p.id,
      action: "deactivate",
      before: { active: true },
      after: { active: false },
      reason: `Off sale: its active ingredient ${why}.`,
    });
  }
  return hit.map((p) => p.name);
}

/**
 * The banned and restricted active ingredients as the owner keeps them: list, add, edit,
 * remove, each audited and refused when it started from an older version. The caller tells
 * the caches when products went off sale.
 */
export function createListedIngredientsAdmin(db: Db) {
  async function write<T>(name: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (isUniqueViolation(error, "name")) throw nameTaken(name);
      throw error;
    }
  }

  return {
    async list(): Promise<AdminListedIngredient[]> {
      const rows = await db
        .select()
        .from(listedIngredients)
        .orderBy(asc(listedIngredients.status), asc(sql`lower(${listedIngredients.name})`));
      return rows.map(toAdmin);
    },

    async create(actor: AuditActor, input: ListedIngredientInput): Promise<ListChange> {
      return write(input.name, async (tx) => {
        const [row] = await tx.insert(listedIngredients).values(columns(input)).returning();
        await audit(tx, actor, "create", row.id, { after: audited(row) });
        return { offSale: await takeOffSale(tx, actor, row) };
      });
    },

    async update(
      actor: AuditActor,
      id: number,
      version: number,
      input: ListedIngredientInput,
    ): Promise<ListChange> {
      return write(input.name, async (tx) => {
        const old = await lockRow(tx, id, version);
        const [row] = await tx
          .update(listedIngredients)
          .set({ ...columns(input), version: sql`${listedIngredients.version} + 1`, updatedAt: sql`now()` })
          .where(eq(listedIngredients.id, id))
          .returning();
        await audit(tx, actor, "update", id, { before: audited(old), after: audited(row) });
        return { offSale: await takeOffSale(tx, actor, row) };
      });
    },

    async remove(actor: AuditActor, id: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const old = await lockRow(tx, id, version);
        await tx.delete(listedIngredients).where(eq(listedIngredients.id, id));
        await audit(tx, actor, "remove", id, { before: audited(old) });
      });
    },
  };
}
