import { desc, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { type Paged, pagedListByStatus } from "../../db/paged-list";
import type { InboxFilter } from "./inbox";

/** One inbox's list as its page shows it: the table, the columns of a row, its statuses, its search box. */
export interface InboxListing<S extends string> {
  table: PgTable & { id: PgColumn; status: PgColumn; createdAt: PgColumn };
  columns: SelectedFields;
  statuses: readonly S[];
  search: (q: string) => SQL | undefined;
}

/**
 * An inbox's list (both inboxes show theirs the same way): newest first, a page at a time, the
 * chosen status's tab and the search box, with how many items each status has.
 */
export function inboxList<Row, S extends string>(
  db: Db,
  inbox: InboxListing<S>,
  f: InboxFilter<S>,
): Promise<Paged<Row> & { counts: Record<S, number> }> {
  const { table } = inbox;
  return pagedListByStatus(db, {
    // Each inbox names its row's type; drizzle cannot follow columns given as a value.
    rows: db.select(inbox.columns).from(table).$dynamic() as unknown as PgSelect,
    table,
    where: [f.q ? inbox.search(f.q) : undefined],
    status: { column: table.status, statuses: inbox.statuses, chosen: f.status },
    orderBy: [desc(table.createdAt), desc(table.id)],
    page: f.page,
  }) as Promise<Paged<Row> & { counts: Record<S, number> }>;
}
