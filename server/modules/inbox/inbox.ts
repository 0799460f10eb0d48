import { eq, ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { INDIA_TIME_ZONE } from "../../../lib/india-time";
import { likeText } from "../../db/paged-list";
import type { ShopMail } from "../orders";
import { type Email, type EmailMessage, renderEmail } from "../outbox";
import type { AuditActor } from "../staff";

/**
 * What the two inboxes (bulk enquiries, contact messages) share: the search pattern, the history
 * entries and the staff's reply email. Each inbox's rules are in its own service.
 */

/**
 * An inbox's search box: a number ("12", "#12") finds that item, and any words are looked for
 * in the `texts` (names, addresses); undefined for an empty box.
 */
export function inboxSearch(id: PgColumn, texts: (PgColumn | SQL)[]) {
  return (q: string): SQL | undefined => {
    const text = q.trim();
    if (!text) return undefined;
    const number = /^#?(\d{1,9})$/.exec(text);
    const anyText = or(...texts.map((column) => ilike(column, likeText(text))));
    return number ? or(eq(id, Number(number[1])), anyText) : anyText;
  };
}

/** A staff member writing to an inbox: audited under their name, their id on the history line. */
export type InboxStaff = AuditActor & { staffId: number };

/** An inbox list's filters: a status tab, the search box (a number "12", "#12", or words), the page. */
export interface InboxFilter<S extends string> {
  status?: S;
  q?: string;
  page?: number;
}

/** What both inboxes' lists show of an item. */
export interface InboxRow<S extends string> {
  id: number;
  receivedAt: Date;
  status: S;
  name: string;
  email: string;
}

/** One line of an enquiry's or a message's history: a note, a reply as sent, a status change. */
export interface InboxEvent {
  id: number;
  kind: "note" | "reply" | "status";
  body: string;
  status: string | null;
  staffName: string;
  at: Date;
}

/**
 * A staff member's reply, as the customer receives it: their words (paragraphs split at blank
 * lines, line breaks kept), then what the customer sent, so the reply stands on its own.
 */
export function staffReplyEmail(r: {
  to: string;
  name: string;
  subject: string;
  kind: Extract<Email["kind"], "enquiry-reply" | "message-reply">;
  message: string;
  /** The customer's own words or rows, quoted under the reply. */
  youWrote: { intro: string; facts?: [string, string][]; text?: string };
  shop: ShopMail;
}): Email {
  const paragraphs = r.message
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const message: EmailMessage = {
    to: r.to,
    subject: r.subject,
    kind: r.kind,
    greeting: `Hello ${r.name},`,
    paragraphs: [...paragraphs, r.youWrote.intro, ...(r.youWrote.text ? [r.youWrote.text] : [])],
    facts: r.youWrote.facts,
    links: [{ label: r.shop.shopName, url: r.shop.publicUrl }],
    signature: r.shop.shopName,
  };
  return renderEmail(message);
}

/** "14 Nov 2026": a day as the customer's emails name it (India's time). */
export const dayName = (d: Date) =>
  d.toLocaleDateString("en-IN", {
    timeZone: INDIA_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
  });
