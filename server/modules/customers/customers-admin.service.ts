import { asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { SavedAddress } from "../../../lib/address-types";
import type { Db } from "../../db/client";
import { likeText, pagedList } from "../../db/paged-list";
import { conflict, notFound } from "../../domain-error";
import { lockAccount, setAccountDisabled, users } from "../accounts";
import { addresses } from "../addresses";
import { type OrderStatus, orders, type PaymentStatus } from "../orders";
import { type AuditActor, recordAudit } from "../staff";

export const CUSTOMER_STATES = ["all", "active", "disabled"] as const;
export type CustomerState = (typeof CUSTOMER_STATES)[number];

export interface CustomerFilter {
  /** Part of the name, email or phone (a customer number "#12" too). */
  q?: string;
  state?: CustomerState;
  page?: number;
}

export interface CustomerRow {
  id: number;
  fullName: string;
  /** Null: signed up with a phone number only. */
  email: string | null;
  phone: string;
  joinedAt: Date;
  disabledAt: Date | null;
  orderCount: number;
}

export interface CustomerOrder {
  id: number;
  placedAt: Date;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  totalPaise: number;
}

export interface Customer extends CustomerRow {
  orders: CustomerOrder[];
  addresses: SavedAddress[];
}

/** A customer's page lists this many of their newest orders; the order list has the rest. */
export const CUSTOMER_ORDERS_SHOWN = 50;

function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const number = /^#(\d{1,9})$/.exec(text);
  if (number) return eq(users.id, Number(number[1]));
  return or(
    ilike(users.fullName, likeText(text)),
    ilike(users.email, likeText(text)),
    ilike(users.phone, likeText(text.replace(/[\s-]/g, "").replace(/^\+?91(?=\d{10}$)/, ""))),
  );
}

const rowColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  joinedAt: users.createdAt,
  disabledAt: users.disabledAt,
  // Written out with table names: drizzle leaves them off a one-table select's columns.
  orderCount: sql<number>`(select count(*)::int from orders o where o.user_id = "users"."id")`,
};

/**
 * Customers' accounts for the back office: search, one customer with their orders and
 * addresses, and disabling an account — its sessions end in the same transaction, sign-in is
 * refused (accounts.service.ts), the orders are kept — or enabling it again. Audited.
 */
export function createCustomersAdmin(db: Db) {
  return {
    list(f: CustomerFilter) {
      return pagedList(db, {
        rows: db.select(rowColumns).from(users).$dynamic(),
        table: users,
        where: [
          f.q ? searchCondition(f.q) : undefined,
          f.state === "active" ? isNull(users.disabledAt) : undefined,
          f.state === "disabled" ? isNotNull(users.disabledAt) : undefined,
        ],
        orderBy: [desc(users.createdAt), desc(users.id)],
        page: f.page,
      });
    },

    async get(id: number): Promise<Customer> {
      const [row] = await db.select(rowColumns).from(users).where(eq(users.id, id));
      if (!row) throw notFound("This customer was not found.");
      const [orderRows, saved] = await Promise.all([
        db
          .select({
            id: orders.id,
            placedAt: orders.createdAt,
            status: orders.status,
            paymentStatus: orders.paymentStatus,
            totalPaise: orders.totalPaise,
          })
          .from(orders)
          .where(eq(orders.userId, id))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(CUSTOMER_ORDERS_SHOWN),
        db
          .select()
          .from(addresses)
          .where(eq(addresses.userId, id))
          .orderBy(desc(addresses.isPrimary), asc(addresses.id)),
      ]);
      return {
        ...row,
        orders: orderRows.map((o) => ({ ...o, paymentStatus: o.paymentStatus as PaymentStatus })),
        addresses: saved.map(({ userId: _u, createdAt: _c, ...a }) => a),
      };
    },

    /**
     * Disables the account: every session ends now and sign-in is refused until enabled;
     * orders, addresses and enquiries stay. Disabling a disabled account is a 409.
     */
    disable(id: number, by: AuditActor, reason: string) {
      return db.transaction(async (tx) => {
        const u = await lockAccount(tx, id);
        if (u.disabledAt) throw conflict(`${u.fullName}'s account is already disabled.`);
        const now = new Date();
        const ended = await setAccountDisabled(tx, id, now);
        await recordAudit(tx, by, {
          entity: "customer",
          entityId: id,
          action: "disable",
          before: { disabledAt: null },
          after: { disabledAt: now, sessionsEnded: ended },
          reason: reason || undefined,
        });
        return { fullName: u.fullName, sessionsEnded: ended };
      });
    },

    /** Lets the customer sign in again (with their old password). */
    enable(id: number, by: AuditActor) {
      return db.transaction(async (tx) => {
        const u = await lockAccount(tx, id);
        if (!u.disabledAt) throw conflict(`${u.fullName}'s account is not disabled.`);
        await setAccountDisabled(tx, id, null);
        await recordAudit(tx, by, {
          entity: "customer",
          entityId: id,
          action: "enable",
          before: { disabledAt: u.disabledAt },
          after: { disabledAt: null },
        });
        return { fullName: u.fullName };
      });
    },
  };
}

export type CustomersAdmin = ReturnType<typeof createCustomersAdmin>;
