import { and, eq } from "drizzle-orm";
import type { SavedAddress } from "../../lib/address-types";
import { formatRupees } from "../../lib/money";
import { can, refusal } from "../../lib/staff-roles";
import type { Db } from "../db/client";
import { conflict, forbidden, invalidInput, notFound, unavailable } from "../domain-error";
import type { Logger } from "../logger";
import { addresses } from "../modules/addresses";
import { moveStock } from "../modules/catalog";
import type { DeliveryService } from "../modules/delivery";
import {
  countSale,
  isKeyTaken,
  moveOrder,
  orderLines,
  orders,
  PAYMENT_NOT_STARTED,
  recordCreated,
  recordDraws,
  type ShippingAddress,
  type ShopMail,
  START,
  STORED_METHOD,
  stockHolds,
  type Tx,
} from "../modules/orders";
import type { PaymentLinks } from "../modules/payments";
import { recordAudit } from "../modules/staff";
import { collectCashIn } from "./cash-collected";
import { refuseUndeliverable } from "./licensed-goods";
import { paymentNotStarted, saleMade } from "./order-effects";
import { sendPaymentLinkText } from "./payment-link-text";
import { type Caller, callerById, counterAddress, findCaller } from "./staff-order-customer";
import { placeText, type StaffBy, type StaffOrderInput } from "./staff-order-input";
import { createCaller } from "./staff-order-new-caller";
import { orderOfLink, packsById, packsMatching } from "./staff-order-packs";
import { priceStaffLines, staffCharges } from "./staff-order-quote";
import { storedLine } from "./stored-line";

/** A payment link, and the order with it, are open for 24 hours. */
export const LINK_HOURS = 24;

/**
 * Orders staff place for a customer (docs/decisions/0038-orders-taken-by-staff.md): by phone or
 * WhatsApp, paid by cash on delivery (confirmed by the staff member who spoke to them) or by a
 * payment link sent by text message; or a walk-in sale at the counter, paid in cash at once.
 */
export function createStaffOrders(
  db: Db,
  deps: {
    delivery: DeliveryService;
    links: PaymentLinks;
    /** The payment provider's name, kept on an order paid by link. */
    providerName: string;
    shop: ShopMail;
    logger: Logger;
    onStockChange?: () => void;
  },
) {
  /** Where the order goes: a saved address, a new one (saved), or the counter (the shop itself). */
  async function addressFor(tx: Tx, caller: Caller, input: StaffOrderInput): Promise<ShippingAddress | null> {
    if (input.channel === "counter") return null;
    let saved: SavedAddress | undefined;
    if (input.addressId !== undefined) {
      saved = caller.addresses.find((a) => a.id === input.addressId);
      if (!saved) throw notFound("This address is not one of the customer's.");
    } else if (input.newAddress) {
      const a = input.newAddress;
      const [row] = await tx
        .insert(addresses)
        .values({
          userId: caller.id,
          fullName: a.fullname,
          email: a.email,
          mobile: a.phone,
          address1: a.street1,
          city: a.city,
          state: a.state,
          pincode: a.pincode,
          landmark: a.landmark,
          isPrimary: caller.addresses.length === 0,
        })
        .returning();
      saved = row;
    }
    if (!saved) throw invalidInput(placeText.noAddress);
    const { fullName, email, mobile, address1, address2, city, state, pincode, landmark } = saved;
    return { fullName, email, mobile, address1, address2, city, state, pincode, landmark };
  }

  function checkPayment(by: StaffBy, input: StaffOrderInput) {
    // The server's check, whatever the page showed (lib/staff-roles.ts).
    if (!can(by.role, "placeOrders")) throw forbidden(refusal("placeOrders"));
    if (input.channel === "counter" && input.pay !== "cash") throw invalidInput(placeText.counterCash);
    if (input.channel !== "counter" && input.pay === "cash") throw invalidInput(placeText.counterOnly);
  }

  /** Prices the order as it would be placed now, in a transaction that writes nothing. */
  async function quote(by: StaffBy, input: StaffOrderInput) {
    checkPayment(by, input);
    const caller = await callerById(db, input.customerId);
    // Writes nothing: the packs are locked only while they are read.
    return db.transaction(async (tx) => {
      const lines = await priceStaffLines(tx, input.lines, by, input.priceReason);
      const pincode =
        input.channel === "counter"
          ? null
          : (caller.addresses.find((a) => a.id === input.addressId)?.pincode ??
            input.newAddress?.pincode ??
            null);
      if (pincode === null && input.channel !== "counter") throw invalidInput(placeText.noAddress);
      const state = caller.addresses.find((a) => a.id === input.addressId)?.state ?? input.newAddress?.state;
      if (input.channel !== "counter" && state)
        await refuseUndeliverable(tx, lines.snapshot, state, new Date());
      const charges = await staffCharges(tx, deps.delivery, lines, input.pay, pincode);
      return { lines, charges };
    });
  }

  /**
   * Places the order once per drawing of the total (`attemptKey`): the same form sent twice (a
   * double tap without scripts) answers the order the first one placed (orders' unique key).
   */
  async function place(by: StaffBy, input: StaffOrderInput, now = new Date()) {
    try {
      return await placeNew(by, input, now);
    } catch (error) {
      if (!input.attemptKey || !isKeyTaken(error)) throw error;
      const [first] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, input.customerId), eq(orders.idempotencyKey, input.attemptKey)));
      if (!first) throw error;
      return { orderId: first.id, totalPaise: first.totalPaise, paymentLinkUrl: first.paymentLinkUrl };
    }
  }

  async function placeNew(by: StaffBy, input: StaffOrderInput, now: Date) {
    checkPayment(by, input);
    const caller = await callerById(db, input.customerId);
    if (caller.disabled) throw conflict(placeText.disabled);
    const link = input.pay === "link";
    const expiresAt = link ? new Date(now.getTime() + LINK_HOURS * 3_600_000) : now;
    const placed = await db.transaction(async (tx) => {
      const lines = await priceStaffLines(tx, input.lines, by, input.priceReason, now);
      const address = await addressFor(tx, caller, input);
      // A delivery goes only to a state the licences cover (decision 0050); a counter sale is
      // made at the shop's licensed premises.
      if (address) await refuseUndeliverable(tx, lines.snapshot, address.state, now);
      const charges = await staffCharges(tx, deps.delivery, lines, input.pay, address?.pincode ?? null);
      if (input.expectedTotalPaise !== undefined && input.expectedTotalPaise !== charges.totalPaise) {
        throw conflict(placeText.totalChanged(formatRupees(charges.totalPaise)));
      }
      const ship = address ?? counterAddress(caller, deps.shop);
      const method = link ? "ONLINE" : "COD";
      const [order] = await tx
        .insert(orders)
        .values({
          userId: caller.id,
          ...START[method],
          // Cash at the counter is stored as cash (COD); the channel says it was paid there.
          paymentMethod: STORED_METHOD[method],
          subtotalMrpPaise: lines.totals.mrp,
          discountPaise: lines.totals.discount,
          deliveryChargePaise: charges.deliveryPaise,
          codFeePaise: charges.codFeePaise,
          totalPaise: charges.totalPaise,
          shipFullName: ship.fullName,
          shipEmail: ship.email,
          shipMobile: ship.mobile,
          shipAddress1: ship.address1,
          shipAddress2: ship.address2,
          shipCity: ship.city,
          shipState: ship.state,
          shipPincode: ship.pincode,
          shipLandmark: ship.landmark,
          lang: caller.lang,
          provider: link ? deps.providerName : "cod",
          expiresAt,
          channel: input.channel,
          placedBy: by.staffId,
          idempotencyKey: input.attemptKey ?? null,
        })
        .returning();
      await tx.insert(orderLines).values(lines.priced.map((p) => storedLine(order.id, p)));
      const taken = await moveStock(
        tx,
        lines.priced.map((p) => ({
          packId: p.line.productPriceId,
          change: -p.line.qty,
          reason: link ? "hold" : "sale",
          who: { kind: "staff", id: by.staffId },
          orderId: order.id,
        })),
        now,
      );
      if (!taken.ok) throw conflict("A pack of this order is out of stock.");
      await recordDraws(
        tx,
        order.id,
        lines.priced.map((p) => p.line.productPriceId),
        taken.batches,
      );
      await tx.insert(stockHolds).values(
        lines.priced.map((p) => ({
          orderId: order.id,
          productPriceId: p.line.productPriceId,
          qty: p.line.qty,
          expiresAt,
        })),
      );
      const actor = { kind: "staff" as const, id: by.staffId };
      await recordCreated(tx, order.id, actor, now, method);
      await recordAudit(tx, by, {
        entity: "order",
        entityId: order.id,
        action: "place",
        before: null,
        after: {
          customer_id: caller.id,
          channel: input.channel,
          payment: input.pay,
          total_paise: charges.totalPaise,
        },
      });
      for (const c of lines.changed) {
        await recordAudit(tx, by, {
          entity: "order",
          entityId: order.id,
          action: "price_change",
          before: { pack_id: c.packId, product: c.name, pack: c.pack, unit_price_paise: c.fromPaise },
          after: { pack_id: c.packId, product: c.name, pack: c.pack, unit_price_paise: c.toPaise },
          reason: input.priceReason?.trim(),
        });
      }
      if (input.pay === "cod") await saleMade(tx, order, deps.shop);
      if (input.pay === "cash") {
        // Handed over and paid at the counter: the parcel's steps at once, then the cash and its invoice.
        for (const to of ["PACKED", "SHIPPED"] as const)
          await moveOrder(tx, order.id, to, actor, "counter sale", now);
        await countSale(tx, order.id);
        await collectCashIn(tx, deps.shop, order.id, by, "counter sale");
      }
      return order;
    });
    deps.onStockChange?.();
    if (!link) return { orderId: placed.id, totalPaise: placed.totalPaise, paymentLinkUrl: null };

    // After the commit: a slow or failing provider holds no stock row locked.
    let made: { id: string; url: string };
    try {
      made = await deps.links.create({
        amountPaise: placed.totalPaise,
        referenceId: `order_${placed.id}`,
        description: `Order #${placed.id}`,
        expireBy: expiresAt,
        customer: { name: caller.name, contact: `+91${caller.phone}`, email: caller.email },
      });
    } catch (err) {
      deps.logger.warn({ err, orderId: placed.id }, "payment provider could not create the payment link");
      await paymentNotStarted(db, placed.id, "payment link could not be made");
      deps.onStockChange?.();
      throw unavailable(PAYMENT_NOT_STARTED);
    }
    await db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ providerOrderId: made.id, paymentLinkUrl: made.url })
        .where(eq(orders.id, placed.id));
      await sendPaymentLinkText(tx, {
        to: `+91${caller.phone}`,
        lang: caller.lang,
        orderId: placed.id,
        amountPaise: placed.totalPaise,
        url: made.url,
        shopName: deps.shop.shopName,
      });
    });
    return { orderId: placed.id, totalPaise: placed.totalPaise, paymentLinkUrl: made.url };
  }

  return {
    /** The customer with this mobile, typed any way (null: none has it; a wrong number: its sentence). */
    find: (typed: string) => findCaller(db, typed),
    byId: (id: number) => callerById(db, id),
    /** A new customer for a caller: a name and a mobile only; audited. */
    newCaller: (by: StaffBy, input: { name: string; phone: string }) => createCaller(db, by, input),
    /** Packs for sale matching a search, and the chosen packs by id (the order form's lists). */
    packs: (q: string) => packsMatching(db, q),
    packsById: (ids: readonly number[]) => packsById(db, ids),
    /** The order a payment link was sent for (the sandbox's window for it). */
    linkOrder: (linkId: string) => orderOfLink(db, linkId),
    quote,
    place,
  };
}

export type StaffOrders = ReturnType<typeof createStaffOrders>;
