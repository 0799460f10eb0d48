import { asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { INDIA_TIME_ZONE } from "../../../lib/india-time";
import { type Db, queryRows } from "../../db/client";
import type { ShopMail } from "../orders";
import { emailOutbox, renderEmail } from "../outbox";
import { type NoticeKind, type StaffNotice, staffNotices } from "./notifications.schema";

/**
 * When the staff's digest goes (docs/decisions/0019-staff-digest.md): after a quiet window the
 * first notice is emailed `gatherMs` after it happened (what arrives meanwhile rides along);
 * then nothing goes until `windowMs` after that email, when everything gathered goes in one.
 * So a quiet shop hears within a minute, and a busy hour sends one email, not a hundred.
 */
export interface DigestPolicy {
  gatherMs: number;
  windowMs: number;
  /** Lines listed per kind; the rest are counted, with a link to their list. */
  maxListed: number;
}

export const DIGEST_POLICY: DigestPolicy = { gatherMs: 30_000, windowMs: 60 * 60_000, maxListed: 50 };

/** Any fixed number; it names the digest's advisory lock (one sender at a time, any process). */
export const DIGEST_LOCK = 7_240_015;

const ms = (n: number) => sql`(${String(Math.round(n))}::bigint * interval '1 millisecond')`;

/** The kinds in the email's order (a refund owed first), with their words and lists. */
const KINDS: Record<NoticeKind, { one: string; many: string; item: (id: number) => string; list: string }> = {
  "refund-failed": {
    one: "failed refund",
    many: "failed refunds",
    item: (id) => `/admin/orders/${id}`,
    list: "/admin/orders?payment_status=REFUND_DUE",
  },
  "new-order": {
    one: "new order",
    many: "new orders",
    item: (id) => `/admin/orders/${id}`,
    list: "/admin/orders",
  },
  "bulk-enquiry": {
    one: "bulk enquiry",
    many: "bulk enquiries",
    item: (id) => `/admin/enquiries/${id}`,
    list: "/admin/enquiries?status=new",
  },
  "contact-message": {
    one: "contact message",
    many: "contact messages",
    item: (id) => `/admin/messages/${id}`,
    list: "/admin/messages?status=new",
  },
};

const count = (n: number, kind: NoticeKind) => `${n} ${n === 1 ? KINDS[kind].one : KINDS[kind].many}`;
const indiaTime = (at: Date) =>
  at.toLocaleString("en-IN", {
    timeZone: INDIA_TIME_ZONE,
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  });

/** The digest email of these notices (oldest first), to the shop's orders address. */
export function digestEmail(notices: StaffNotice[], to: string, shop: ShopMail, policy = DIGEST_POLICY) {
  const url = (path: string) => `${shop.publicUrl}${path}`;
  const groups = (Object.keys(KINDS) as NoticeKind[])
    .map((kind) => ({ kind, rows: notices.filter((n) => n.kind === kind) }))
    .filter((g) => g.rows.length > 0);
  return renderEmail({
    to,
    kind: "staff-digest",
    subject: `${shop.shopName}: ${groups.map((g) => count(g.rows.length, g.kind)).join(", ")}`,
    greeting: "Hello,",
    paragraphs: [
      "What happened at the shop since the last of these emails (times are India's). They come at most once an hour; after a quiet hour the first news comes within a minute.",
    ],
    sections: groups.map(({ kind, rows }) => {
      const listed = rows.slice(-policy.maxListed);
      const more = rows.length - listed.length;
      return {
        heading: `${count(rows.length, kind)[0].toUpperCase()}${count(rows.length, kind).slice(1)}`,
        items: [
          ...(more > 0 ? [{ text: `${more} earlier, in the list`, url: url(KINDS[kind].list) }] : []),
          ...listed.map((n) => ({
            text: `${n.summary} (${indiaTime(n.createdAt)})`,
            url: url(KINDS[kind].item(n.refId)),
          })),
        ],
      };
    }),
    links: [{ label: "Open the back office", url: url("/admin") }],
    signature: `${shop.shopName} shop`,
  });
}

/**
 * Emails the waiting notices if the policy says they are due: in one transaction that holds
 * the digest's advisory lock (a process finding it taken skips this round), the email is
 * queued in the outbox and the notices it lists are marked sent with its id. Either both
 * happen or neither, so with any number of processes each notice is in exactly one email, and
 * the outbox's leases send that email once. Times are the database's clock, which every
 * process shares. Returns how many notices went into an email (0: none due).
 */
export async function sendDueDigest(
  db: Db,
  deps: { to: () => Promise<string>; shop: ShopMail; policy?: DigestPolicy },
): Promise<number> {
  const policy = deps.policy ?? DIGEST_POLICY;
  // Read before the transaction: on PGlite a query beside an open transaction would wait for it.
  const to = await deps.to();
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${DIGEST_LOCK}) as locked`,
    );
    if (!lock.locked) return 0;
    const [state] = await queryRows<{ due: boolean | null }>(
      tx,
      sql`select oldest is not null and now() >= case
                when last > now() - ${ms(policy.windowMs)} then last + ${ms(policy.windowMs)}
                else oldest + ${ms(policy.gatherMs)} end as due
          from (select (select min(created_at) from staff_notices where sent_at is null) as oldest,
                       (select max(sent_at) from staff_notices) as last) s`,
    );
    if (!state.due) return 0;
    const waiting = await tx
      .select()
      .from(staffNotices)
      .where(isNull(staffNotices.sentAt))
      .orderBy(asc(staffNotices.createdAt), asc(staffNotices.id));
    const email = digestEmail(waiting, to, deps.shop, policy);
    const [queued] = await tx
      .insert(emailOutbox)
      .values({
        toAddress: to,
        subject: email.subject,
        bodyText: email.text,
        bodyHtml: email.html ?? null,
        kind: email.kind,
      })
      .returning({ id: emailOutbox.id });
    await tx
      .update(staffNotices)
      .set({ sentAt: sql`now()`, emailId: queued.id })
      .where(
        inArray(
          staffNotices.id,
          waiting.map((n) => n.id),
        ),
      );
    return waiting.length;
  });
}

/** The notices a digest email told (tests, and to answer "was I told of order 12?"). */
export const noticesOfEmail = (db: Db, emailId: number) =>
  db.select().from(staffNotices).where(eq(staffNotices.emailId, emailId)).orderBy(asc(staffNotices.id));
