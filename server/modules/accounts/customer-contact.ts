import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { users } from "./accounts.schema";

/**
 * How a customer is reached: name, email, phone, the language they last used and the channels
 * they chose (docs/decisions/0039-text-messages.md). Undefined for an unknown account.
 */
export async function customerContact(tx: Tx, userId: number) {
  const [customer] = await tx
    .select({
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      lang: users.lang,
      chosen: users.messageChannels,
    })
    .from(users)
    .where(eq(users.id, userId));
  return customer;
}
