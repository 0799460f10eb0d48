import { can, refusal } from "../../lib/staff-roles";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { conflict, forbidden, invalidInput } from "../domain-error";
import { users } from "../modules/accounts";
import { recordAudit } from "../modules/staff";
import { type Caller, callerById, callerDigits } from "./staff-order-customer";
import type { StaffBy } from "./staff-order-input";

export const newCallerText = {
  name: "Type the customer's name (3 to 200 letters).",
  taken: "A customer already has this mobile number: find them by it.",
} as const;

/**
 * A new customer made by staff for a caller: a name and a mobile only (no email, no password:
 * they sign in by SMS code when they first use the shop). Audited as the staff member's.
 */
export async function createCaller(
  db: Db,
  by: StaffBy,
  input: { name: string; phone: string },
): Promise<Caller> {
  if (!can(by.role, "placeOrders")) throw forbidden(refusal("placeOrders"));
  const name = input.name.trim().replace(/\s+/g, " ");
  if (name.length < 3 || name.length > 200)
    throw invalidInput(newCallerText.name, { name: newCallerText.name });
  const phone = callerDigits(input.phone);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(users)
        .values({ fullName: name, phone, email: null, passwordHash: null })
        .returning({ id: users.id });
      await recordAudit(tx, by, {
        entity: "customer",
        entityId: made.id,
        action: "create",
        before: null,
        after: { name, phone },
      });
      return made.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(newCallerText.taken);
    throw error;
  }
  return callerById(db, id);
}
