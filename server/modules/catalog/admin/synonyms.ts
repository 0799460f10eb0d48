import { asc, eq, sql } from "drizzle-orm";
import type { SynonymInput } from "../../../../lib/validation/synonyms";
import type { Db } from "../../../db/client";
import { isUniqueViolation } from "../../../db/errors";
import { DomainError, notFound } from "../../../domain-error";
import { type AuditActor, auditOf, type Tx } from "../../staff";
import { searchSynonyms } from "../synonyms.schema";
import { staleEdit } from "./stale-edit";

const audit = auditOf("synonym");

/** A search synonym as the back office lists it. */
export interface AdminSynonym {
  id: number;
  term: string;
  words: string[];
  version: number;
  updatedAt: Date;
}

type Row = typeof searchSynonyms.$inferSelect;
const toSynonym = (r: Row): AdminSynonym => ({
  id: r.id,
  term: r.term,
  words: r.words,
  version: r.version,
  updatedAt: r.updatedAt,
});
const audited = (r: Row | SynonymInput) => ({ term: r.term, words: r.words.join(", ") });

const termTaken = (term: string) => {
  const message = `There is already a synonym for “${term}”: edit that one.`;
  return new DomainError("conflict", message, { term: message });
};

async function lockSynonym(tx: Tx, id: number, version: number): Promise<Row> {
  const [row] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).for("update");
  if (!row) throw notFound("No such synonym.");
  if (row.version !== version) throw await staleEdit(tx, "synonym", id, row.updatedAt);
  return row;
}

/**
 * The search's synonyms as staff keep them: list, add, edit, remove. Every write is audited in
 * its transaction and refused when it started from an older version; the caller tells the
 * caches (the catalogue's search reads them).
 */
export function createSynonymsAdmin(db: Db) {
  async function write<T>(term: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (isUniqueViolation(error, "term")) throw termTaken(term);
      throw error;
    }
  }

  return {
    async list(): Promise<AdminSynonym[]> {
      return (await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term))).map(toSynonym);
    },

    async create(actor: AuditActor, input: SynonymInput): Promise<number> {
      return write(input.term, async (tx) => {
        const [row] = await tx.insert(searchSynonyms).values(input).returning();
        await audit(tx, actor, "create", row.id, { after: audited(row) });
        return row.id;
      });
    },

    async update(actor: AuditActor, id: number, version: number, input: SynonymInput): Promise<void> {
      await write(input.term, async (tx) => {
        const old = await lockSynonym(tx, id, version);
        const [row] = await tx
          .update(searchSynonyms)
          .set({ ...input, version: sql`${searchSynonyms.version} + 1`, updatedAt: sql`now()` })
          .where(eq(searchSynonyms.id, id))
          .returning();
        await audit(tx, actor, "update", id, { before: audited(old), after: audited(row) });
      });
    },

    async remove(actor: AuditActor, id: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const old = await lockSynonym(tx, id, version);
        await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
        await audit(tx, actor, "remove", id, { before: audited(old) });
      });
    },
  };
}
