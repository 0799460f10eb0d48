import type { User } from "./accounts.schema";
import type { Account } from "./accounts-types";

/** A user row as the rest of the shop sees the account (never the password hash). */
export const toAccount = (u: User): Account => ({
  userId: u.id,
  fullName: u.fullName,
  email: u.email,
  phone: u.phone,
  messageChannels: u.messageChannels ?? null,
  hasPassword: u.passwordHash !== null,
});
