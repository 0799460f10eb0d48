import { and, count, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/** The back office's lists show this many rows a page. */
export const LIST_PER_PAGE = 25;

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The page asked for, clamped to the pages there are (one at least). */
export function pageOf(total: number, requested: number | undefined, perPage = LIST_PER_PAGE) {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, requested ?? 1), pageCount);
  return { page, pageCount, offset: (page - 1) * perPage, perPage };
}

/** Counts per status, every status present (0 when none). */
export function countsOf<S extends string>(
  statuses: readonly S[],
  rows: { status: string; n: number | string }[],
): Record<S, number> {
  const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const r of rows) if (r.status in counts) counts[r.status as S] = Number(r.n);
  return counts;
}

/** A page of a list, and where it stands among the pages. */
export interface Paged<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
}

interface PagedQuery<Q extends PgSelect> {
  /** The rows' select, as `db.select(columns).from(table).$dynamic()`. */
  rows: Q;
  /** The table the rows come from (counted with the same joins). */
  table: PgTable;
  /** Joins the filters need, put on the rows and on the counts alike. */
  join?: (query: PgSelect) => PgSelect;
  /** The filters other than the status (search, dates…); the counts per status use these. */
  where: (SQL | undefined)[];
  orderBy: (PgColumn | SQL)[];
  page?: number;
  perPage?: number;
}

const noJoin = (query: PgSelect) => query;

async function pageRows<Q extends PgSelect>(db: Db, q: PagedQuery<Q>, where: SQL | undefined) {
  const join = q.join ?? noJoin;
  const [{ n }] = (await join(db.select({ n: count() }).from(q.table).$dynamic()).where(where)) as {
    n: number;
  }[];
  const p = pageOf(Number(n), q.page, q.perPage);
  const rows = (await join(q.rows)
    .where(where)
    .orderBy(...q.orderBy)
    .limit(p.perPage)
    .offset(p.offset)) as Awaited<Q>;
  return { rows, total: Number(n), page: p.page, pageCount: p.pageCount };
}

/**
 * One page of a back-office list (newest first, 25 a page, the page clamped to those there are),
 * with the total that matches. docs/storefront.md, "Back office".
 */
export function pagedList<Q extends PgSelect>(db: Db, q: PagedQuery<Q>): Promise<Paged<Awaited<Q>[number]>> {
  return pageRows(db, q, and(...q.where));
}

/**
 * A paged list with tabs by status: the page of the chosen status (all when none), and how many
 * rows each status has under the other filters ("New (3)").
 */
export async function pagedListByStatus<Q extends PgSelect, S extends string>(
  db: Db,
  q: PagedQuery<Q> & { status: { column: PgColumn; statuses: readonly S[]; chosen?: S } },
): Promise<Paged<Awaited<Q>[number]> & { counts: Record<S, number> }> {
  const join = q.join ?? noJoin;
  const { column, statuses, chosen } = q.status;
  const [list, byStatus] = await Promise.all([
    pageRows(db, q, and(...q.where, chosen ? eq(column, chosen) : undefined)),
    join(db.select({ status: column, n: count() }).from(q.table).$dynamic())
      .where(and(...q.where))
      .groupBy(column),
  ]);
  return { ...list, counts: countsOf(statuses, byStatus as { status: string; n: number }[]) };
}
