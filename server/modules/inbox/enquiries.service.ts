import { asc, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../domain-error";
import { users } from "../accounts";
import {
  bulkEnquiries,
  bulkEnquiryEvents,
  bulkEnquiryItems,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
} from "../bulk-orders";
import { productPrices, products } from "../catalog";
import type { ShopMail } from "../orders";
import { enqueueEmail } from "../outbox";
import type { InboxEvent, InboxFilter, InboxRow, InboxStaff } from "./inbox";
import { dayName, inboxSearch, staffReplyEmail } from "./inbox";
import { inboxList } from "./inbox-list";
import { inboxLog } from "./inbox-log";

/** The search box: an enquiry number ("12", "#12"), or part of the name, email or phone. */
export type EnquiryFilter = InboxFilter<EnquiryStatus>;

export interface EnquiryRow extends InboxRow<EnquiryStatus> {
  phone: string;
  customerId: number | null;
  itemCount: number;
  /** The first product asked for, to tell enquiries apart in the list. */
  firstProduct: string | null;
}

export interface Enquiry extends EnquiryRow {
  customer: { id: number; fullName: string; disabled: boolean } | null;
  items: { productId: number; productName: string; packQty: number; unit: string; qty: number }[];
  history: InboxEvent[];
}

const search = inboxSearch(bulkEnquiries.id, [bulkEnquiries.name, bulkEnquiries.email, bulkEnquiries.phone]);

const rowColumns = {
  id: bulkEnquiries.id,
  receivedAt: bulkEnquiries.createdAt,
  status: bulkEnquiries.status,
  name: bulkEnquiries.name,
  email: bulkEnquiries.email,
  phone: bulkEnquiries.phone,
  customerId: bulkEnquiries.userId,
  // Written out with table names: drizzle leaves them off a one-table select's columns.
  itemCount: sql<number>`(select count(*)::int from bulk_enquiry_items i where i.enquiry_id = "bulk_enquiries"."id")`,
  firstProduct: sql<
    string | null
  >`(select p.name from bulk_enquiry_items i join products p on p.id = i.product_id where i.enquiry_id = "bulk_enquiries"."id" order by i.id limit 1)`,
};

/**
 * The bulk enquiries inbox (docs/storefront.md, "Back office: enquiries, messages and
 * customers"): the list with counts per status, one enquiry with its rows and history, and the
 * staff's writes — a status, a note, a reply emailed through the outbox — each with its history
 * line and audit entry in one transaction.
 */
const listing = { table: bulkEnquiries, columns: rowColumns, statuses: ENQUIRY_STATUSES, search };

const log = inboxLog({
  items: bulkEnquiries,
  events: bulkEnquiryEvents,
  itemColumn: bulkEnquiryEvents.enquiryId,
  itemKey: "enquiryId",
  entity: "enquiry",
  missing: "This enquiry was not found.",
});

export function createEnquiriesService(db: Db, deps: { shop: ShopMail }) {
  async function items(tx: Pick<Db, "select">, id: number) {
    const rows = await tx
      .select({
        productId: bulkEnquiryItems.productId,
        productName: products.name,
        packQty: productPrices.qty,
        unit: productPrices.unit,
        qty: bulkEnquiryItems.qty,
      })
      .from(bulkEnquiryItems)
      .innerJoin(products, eq(products.id, bulkEnquiryItems.productId))
      .innerJoin(productPrices, eq(productPrices.id, bulkEnquiryItems.productPriceId))
      .where(eq(bulkEnquiryItems.enquiryId, id))
      .orderBy(asc(bulkEnquiryItems.id));
    return rows.map((r) => ({ ...r, packQty: Number(r.packQty) }));
  }

  return {
    list: (f: EnquiryFilter) => inboxList<EnquiryRow, EnquiryStatus>(db, listing, f),

    async get(id: number): Promise<Enquiry> {
      const [row] = await db.select(rowColumns).from(bulkEnquiries).where(eq(bulkEnquiries.id, id));
      if (!row) throw notFound("This enquiry was not found.");
      const [lines, history, customer] = await Promise.all([
        items(db, id),
        log.history(db, id),
        row.customerId
          ? db
              .select({ id: users.id, fullName: users.fullName, disabledAt: users.disabledAt })
              .from(users)
              .where(eq(users.id, row.customerId))
          : Promise.resolve([]),
      ]);
      const [c] = customer;
      return {
        ...row,
        customer: c ? { id: c.id, fullName: c.fullName, disabled: c.disabledAt !== null } : null,
        items: lines,
        history,
      };
    },

    /** A customer's enquiries: sent while signed in, or from their email address. */
    forCustomer(customerId: number, email: string | null) {
      const mine = eq(bulkEnquiries.userId, customerId);
      return db
        .select(rowColumns)
        .from(bulkEnquiries)
        .where(email ? or(mine, eq(bulkEnquiries.email, email.toLowerCase())) : mine)
        .orderBy(desc(bulkEnquiries.createdAt), desc(bulkEnquiries.id))
        .limit(100);
    },

    /** Sets the status; answers whether it changed. */
    setStatus: (id: number, by: InboxStaff, status: EnquiryStatus) => log.setStatus(db, by, id, status),

    /** A staff note (only staff read it). */
    addNote: (id: number, by: InboxStaff, body: string) => log.addNote(db, by, id, body),

    /**
     * Emails the reply to the enquiry's address through the outbox and keeps it (who, when,
     * the text) on the enquiry; `status`, when given, is set with it (usually "quoted"). The
     * email is queued in the same transaction, so a reply is kept only if it will be sent.
     */
    reply(id: number, by: InboxStaff, message: string, status?: EnquiryStatus) {
      return db.transaction(async (tx) => {
        const e = await log.lock(tx, id);
        const lines = await items(tx, id);
        await enqueueEmail(
          tx,
          staffReplyEmail({
            to: e.email,
            name: e.name,
            subject: `Re: your bulk order enquiry #${id}`,
            kind: "enquiry-reply",
            message,
            youWrote: {
              intro: `You asked us on ${dayName(e.createdAt)} (enquiry #${id}) for:`,
              facts: lines.map((l) => [`${l.productName} (${l.packQty} ${l.unit})`, `${l.qty} packs`]),
            },
            shop: deps.shop,
          }),
        );
        await log.write(tx, by, id, "reply", message, { to: e.email, reply: message });
        if (status) await log.moveTo(tx, by, id, e.status, status);
        return { to: e.email };
      });
    },
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
