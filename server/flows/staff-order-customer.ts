import { asc, desc, eq } from "drizzle-orm";
import type { SavedAddress } from "../../lib/address-types";
import { stateByGstCode } from "../../lib/india-states";
import type { Db } from "../db/client";
import { invalidInput, notFound } from "../domain-error";
import { users } from "../modules/accounts";
import { addresses } from "../modules/addresses";
import type { ShippingAddress, ShopMail } from "../modules/orders";
import { indianMobile, type PhoneProblem } from "../phone-number";

/** The caller's account as staff see it when placing an order for them. */
export interface Caller {
  id: number;
  name: string;
  /** 10 national digits, as stored. */
  phone: string;
  email: string | null;
  lang: "en" | "hi";
  disabled: boolean;
  addresses: SavedAddress[];
}

/** What staff read when the number typed is not an Indian mobile (the back office is English). */
export const phoneProblemText: Record<PhoneProblem, string> = {
  empty: "Type the caller's mobile number.",
  not_a_number: "That is not a phone number: type the 10 digits of the caller's mobile, such as 98300 12345.",
  not_indian_mobile:
    "That is not an Indian mobile number: it has 10 digits starting with 6, 7, 8 or 9 (+91 may go before).",
};

/** The 10 national digits of a mobile typed any way ("+91 98300-12345", "098300 12345"), or the sentence why not. */
export function callerDigits(typed: string): string {
  const checked = indianMobile(typed);
  if (!checked.ok)
    throw invalidInput(phoneProblemText[checked.problem], { phone: phoneProblemText[checked.problem] });
  return checked.e164.slice(3);
}

async function callerWhere(db: Db, where: ReturnType<typeof eq>): Promise<Caller | null> {
  const [u] = await db.select().from(users).where(where);
  if (!u) return null;
  const saved = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, u.id))
    .orderBy(desc(addresses.isPrimary), asc(addresses.id));
  return {
    id: u.id,
    name: u.fullName,
    phone: u.phone,
    email: u.email || null,
    lang: u.lang === "hi" ? "hi" : "en",
    disabled: u.disabledAt !== null,
    addresses: saved.map(({ userId: _u, createdAt: _c, ...a }) => a),
  };
}

/** The customer with this mobile (typed any way), or null when none has it. */
export async function findCaller(db: Db, typed: string) {
  return callerWhere(db, eq(users.phone, callerDigits(typed)));
}

/** The customer by id (the form's hidden field), or not found. */
export async function callerById(db: Db, id: number): Promise<Caller> {
  const caller = await callerWhere(db, eq(users.id, id));
  if (!caller) throw notFound("This customer was not found.");
  return caller;
}

/** A counter sale's "address": the customer at the shop, in the shop's state (its invoice's place of supply). */
export function counterAddress(caller: Caller, shop: ShopMail): ShippingAddress {
  const b = shop.business;
  return {
    fullName: caller.name,
    email: caller.email ?? "",
    mobile: caller.phone,
    address1: "Sold at the counter",
    address2: "",
    city: "Shop counter",
    state: stateByGstCode(b?.stateCode ?? "")?.name ?? "",
    pincode: /\b\d{6}\b/.exec(b?.address ?? "")?.[0] ?? "",
    landmark: "",
  };
}
