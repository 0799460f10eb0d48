import type { Db } from "../../db/client";
import { type NoticeKind, staffNotices } from "./notifications.schema";

type Executor = Pick<Db, "insert">;

/**
 * Tells the staff of something, inside the caller's transaction when one is given, so the
 * notice exists exactly when the thing does. Once per thing: a refund refused again on each
 * retry is told the first time only.
 */
export async function recordNotice(
  db: Executor,
  notice: { kind: NoticeKind; refId: number; summary: string },
) {
  await db
    .insert(staffNotices)
    .values({ kind: notice.kind, refId: notice.refId, summary: notice.summary.slice(0, 500) })
    .onConflictDoNothing();
}
