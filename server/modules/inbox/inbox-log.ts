import { asc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { notFound } from "../../domain-error";
import { recordAudit, staff } from "../staff";
import type { InboxEvent, InboxStaff } from "./inbox";

/** One inbox's tables as its history needs them: the items, their events and the events' link. */
export interface InboxTables<Items extends InboxItems = InboxItems> {
  items: Items;
  events: PgTable & {
    id: PgColumn;
    kind: PgColumn;
    body: PgColumn;
    status: PgColumn;
    staffId: PgColumn;
    createdAt: PgColumn;
  };
  /** The events' column naming their item, and its key in an insert ("enquiryId"). */
  itemColumn: PgColumn;
  itemKey: string;
  /** What the audit log calls an item ("enquiry"). */
  entity: string;
  /** The sentence when there is no such item ("This enquiry was not found."). */
  missing: string;
}

type InboxItems = PgTable & { id: PgColumn; status: PgColumn; updatedAt: PgColumn };

/**
 * An inbox item's history (both inboxes keep it the same way): each staff write adds a line
 * (a note, a reply as sent, a status change), touches the item and is audited, in the
 * caller's transaction.
 */
export function inboxLog<Items extends InboxItems>(t: InboxTables<Items>) {
  const line = (
    id: number,
    by: InboxStaff,
    e: { kind: InboxEvent["kind"]; body?: string; status?: string },
  ) => ({ [t.itemKey]: id, staffId: by.staffId, ...e }) as never;
  /** Locks the item for a write; 404 when there is none. */
  async function lock(tx: Tx, id: number): Promise<Items["$inferSelect"]> {
    const [row] = await tx
      .select()
      .from(t.items as PgTable)
      .where(eq(t.items.id, id))
      .for("update");
    if (!row) throw notFound(t.missing);
    return row as Items["$inferSelect"];
  }
  const log = {
    lock,

    /** The item's history, oldest first. */
    history(db: Db, id: number): Promise<InboxEvent[]> {
      return db
        .select({
          id: t.events.id,
          kind: t.events.kind,
          body: t.events.body,
          status: t.events.status,
          staffName: staff.name,
          at: t.events.createdAt,
        })
        .from(t.events)
        .innerJoin(staff, eq(staff.id, t.events.staffId))
        .where(eq(t.itemColumn, id))
        .orderBy(asc(t.events.createdAt), asc(t.events.id)) as Promise<InboxEvent[]>;
    },

    /** Moves the item to `to` (nothing when it is there already); answers whether it moved. */
    async moveTo(tx: Tx, by: InboxStaff, id: number, from: string, to: string) {
      if (from === to) return false;
      await tx
        .update(t.items)
        .set({ status: to, updatedAt: new Date() } as never)
        .where(eq(t.items.id, id));
      await tx.insert(t.events).values(line(id, by, { kind: "status", status: to }));
      await recordAudit(tx, by, {
        entity: t.entity,
        entityId: id,
        action: "status",
        before: { status: from },
        after: { status: to },
      });
      return true;
    },

    /** A note or a reply kept on the item; `after` is what the audit log records of it. */
    async write(
      tx: Tx,
      by: InboxStaff,
      id: number,
      kind: "note" | "reply",
      body: string,
      after: Record<string, unknown>,
    ) {
      await tx.insert(t.events).values(line(id, by, { kind, body }));
      await tx
        .update(t.items)
        .set({ updatedAt: new Date() } as never)
        .where(eq(t.items.id, id));
      await recordAudit(tx, by, { entity: t.entity, entityId: id, action: kind, after });
    },

    /** Sets the item's status in its own transaction; answers whether it changed. */
    setStatus(db: Db, by: InboxStaff, id: number, status: string) {
      return db.transaction(async (tx) => {
        const item = await lock(tx, id);
        return log.moveTo(tx, by, id, (item as { status: string }).status, status);
      });
    },

    /** A staff note (only staff read it), in its own transaction. */
    addNote(db: Db, by: InboxStaff, id: number, body: string) {
      return db.transaction(async (tx) => {
        await lock(tx, id);
        await log.write(tx, by, id, "note", body, { note: body });
      });
    },
  };
  return log;
}
