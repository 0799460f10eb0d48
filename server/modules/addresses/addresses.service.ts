import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { SavedAddress } from "../../../lib/address-types";
import { findState } from "../../../lib/india-states";
import type { AddressInput } from "../../../lib/validation/address";
import type { Db } from "../../db/client";
import { invalidInput, notFound } from "../../domain-error";
import { type Address, addresses } from "./addresses.schema";
import { pincodeStateMismatch } from "./pincode-place";

export const addressMessages = {
  added: "Address added successfully!",
  updated: "Address updated successfully!",
  primary: "Default address changed successfully!",
  removed: "Address deleted successfully!",
  notFound: "This address was not found.",
} as const;

export type { SavedAddress };

/** A row as the domain sees it: without the owner's id and the row's creation time. */
const toSaved = ({ userId: _owner, createdAt: _created, ...saved }: Address): SavedAddress => saved;

/**
 * The address's columns, once its pincode is known to fit its state: a pincode the offline
 * directory places elsewhere is refused on the pincode field (docs/decisions/0041-pincode-directory.md).
 */
function columns(input: AddressInput) {
  const mismatch = pincodeStateMismatch(input.pincode, input.state);
  if (mismatch) throw invalidInput(mismatch, { pincode: mismatch });
  return {
    fullName: input.fullname,
    email: input.email,
    mobile: input.phone,
    address1: input.street1,
    city: input.city,
    district: input.district,
    // The list's own spelling: "west bengal" or "Orissa" is stored as "West Bengal", "Odisha".
    state: findState(input.state)?.name ?? input.state,
    pincode: input.pincode,
    landmark: input.landmark,
  };
}

/**
 * Saved delivery addresses. Exactly one is primary whenever any exist: the first becomes
 * primary, and removing the primary promotes the oldest other one. Only the owner's rows are
 * ever read or changed.
 */
export function createAddressesService(db: Db) {
  type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
  const owned = async (tx: Tx | Db, userId: number, addressId: number) => {
    const [row] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .for("update");
    if (!row) throw notFound(addressMessages.notFound);
    return row;
  };

  return {
    /** The customer's addresses, the primary one first. */
    async list(userId: number): Promise<SavedAddress[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isPrimary), asc(addresses.id));
      return rows.map(toSaved);
    },

    /** One of the owner's addresses (for the payment request), or undefined. */
    async get(userId: number, addressId: number): Promise<SavedAddress | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
      return row && toSaved(row);
    },

    async add(userId: number, input: AddressInput): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .limit(1);
        const [row] = await tx
          .insert(addresses)
          .values({ userId, ...columns(input), isPrimary: !existing })
          .returning();
        return toSaved(row);
      });
    },

    async update(userId: number, addressId: number, input: AddressInput): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        await owned(tx, userId, addressId);
        const [row] = await tx
          .update(addresses)
          .set(columns(input))
          .where(eq(addresses.id, addressId))
          .returning();
        return toSaved(row);
      });
    },

    async setPrimary(userId: number, addressId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await owned(tx, userId, addressId);
        await tx
          .update(addresses)
          .set({ isPrimary: false })
          .where(and(eq(addresses.userId, userId), ne(addresses.id, addressId)));
        await tx.update(addresses).set({ isPrimary: true }).where(eq(addresses.id, addressId));
      });
    },

    async remove(userId: number, addressId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await owned(tx, userId, addressId);
        await tx.delete(addresses).where(eq(addresses.id, addressId));
        if (row.isPrimary) {
          const [next] = await tx
            .select({ id: addresses.id })
            .from(addresses)
            .where(eq(addresses.userId, userId))
            .orderBy(asc(addresses.id))
            .limit(1);
          if (next) await tx.update(addresses).set({ isPrimary: true }).where(eq(addresses.id, next.id));
        }
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
