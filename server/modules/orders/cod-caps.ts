import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { conflict, invalidInput } from "../../domain-error";
import { addressKey } from "../rate-limits";
import type { CodLimits } from "./cod-limits";
import type { Tx } from "./order-lifecycle";
import type { OrderStatus, PaymentMethod } from "./order-status";
import { orders } from "./orders.schema";

/** What a refused cash-on-delivery order is told; the Hindi is in server/i18n/hi-api.ts. */
export const codCapMessages = {
  units: (max: number, qty: number, product: string) =>
    `Cash on delivery takes at most ${max} of one pack, and this order has ${qty} of ${product}. For more, please send a Bulk Order enquiry, or pay online.`,
  account: (max: number) =>
    `Your cash on delivery orders waiting to be delivered have reached the limit of ${max} per account. Please pay online for this order, or wait until one is delivered.`,
  phone: (max: number, phone: string) =>
    `Cash on delivery orders waiting to be delivered to the phone number ${phone} have reached the limit of ${max}. Please pay online for this order.`,
  address: (max: number) =>
    `Cash on delivery orders waiting to be delivered that were placed from your network have reached the limit of ${max}. Please pay online for this order.`,
} as const;

/** An open cash-on-delivery order (waiting for its confirmation or not): its stock off the shelf, its cash not collected. */
const OPEN: OrderStatus[] = ["AWAITING_CONFIRMATION", "CONFIRMED", "PACKED", "SHIPPED"];

/**
 * Holds, until the transaction ends, the right to count and add open COD orders under `key`:
 * two orders placed at once for one account (or phone, or address) count one after the other,
 * in any process. Taken in a fixed order (account, phone, address), so two orders never wait
 * for each other's lock.
 */
const lockCount = (tx: Tx, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cod-cap:${key}`}, 0))`);

/**
 * The caps of a cash-on-delivery order (docs/decisions/0031-cod-caps-and-promo-limits.md),
 * checked in the order's transaction before any stock is taken: at most `unitsPerPack` of one
 * pack, and at most so many open COD orders per account, per delivery phone and per client
 * address (0: no cap). Throws the refusal's sentence; returns the address as the order keeps it
 * (none for an order paid online, which nothing here limits).
 */
export async function checkCashOnDelivery(
  tx: Tx,
  method: PaymentMethod,
  order: {
    userId: number;
    address: { mobile: string };
    clientAddress?: string;
    lines: { productId: number; productPriceId: number; qty: number }[];
    /** Each product's name, for the units' sentence. */
    snapshot: Map<number, { name: string }>;
  },
  limits: CodLimits,
): Promise<{ placedFrom: string | null }> {
  if (method !== "COD") return { placedFrom: null };
  const phone = order.address.mobile;
  if (limits.unitsPerPack > 0) {
    const units = new Map<number, { qty: number; productId: number }>();
    for (const l of order.lines) {
      const seen = units.get(l.productPriceId);
      units.set(l.productPriceId, { productId: l.productId, qty: (seen?.qty ?? 0) + l.qty });
    }
    for (const { productId, qty } of units.values()) {
      if (qty > limits.unitsPerPack) {
        throw invalidInput(
          codCapMessages.units(limits.unitsPerPack, qty, order.snapshot.get(productId)?.name ?? ""),
        );
      }
    }
  }

  const placedFrom = order.clientAddress ? addressKey(order.clientAddress) : null;
  const caps: { key: string; max: number; on: SQL | undefined; refusal: string }[] = [
    {
      key: `account:${order.userId}`,
      max: limits.openPerAccount,
      on: eq(orders.userId, order.userId),
      refusal: codCapMessages.account(limits.openPerAccount),
    },
    {
      key: `phone:${phone}`,
      max: limits.openPerPhone,
      on: eq(orders.shipMobile, phone),
      refusal: codCapMessages.phone(limits.openPerPhone, phone),
    },
    {
      key: `address:${placedFrom}`,
      max: placedFrom ? limits.openPerAddress : 0,
      on: placedFrom ? eq(orders.placedFrom, placedFrom) : undefined,
      refusal: codCapMessages.address(limits.openPerAddress),
    },
  ].filter((cap) => cap.max > 0);
  if (caps.length === 0) return { placedFrom };

  for (const cap of caps) await lockCount(tx, cap.key);
  // One look at the few open COD orders that share the account, the phone or the address.
  const [counts] = await tx
    .select(
      Object.fromEntries(
        caps.map((cap, i) => [`c${i}`, sql<number>`count(*) filter (where ${cap.on})`.mapWith(Number)]),
      ),
    )
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, "COD"),
        eq(orders.paymentStatus, "COD_DUE"),
        inArray(orders.status, OPEN),
        or(...caps.map((c) => c.on)),
      ),
    );
  const full = caps.find((cap, i) => (counts?.[`c${i}`] ?? 0) >= cap.max);
  if (full) throw conflict(full.refusal);
  return { placedFrom };
}
