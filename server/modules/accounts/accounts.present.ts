import { z } from "zod";
import type { Account } from "./accounts.service";

/**
 * The accounts API's JSON (docs/api.md): the field names the storefront's client has always
 * used. The service speaks in `Account`s; these turn them into the wire shape, in one place.
 */
export const userWire = z.object({
  userid: z.number().int().positive(),
  fullname: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  /** Kept for the client's stored keys; the shop has no avatars, so always empty. */
  userlogo: z.string(),
});

export const loginWire = userWire.extend({ session_key: z.string() });

export const profileWire = z.object({
  fullname: z.string(),
  phonenumber: z.string(),
  email: z.string(),
});

export const presentUser = (a: Account): z.infer<typeof userWire> => ({
  userid: a.userId,
  fullname: a.fullName,
  // The storefront's wire keeps a string: empty when the account has no email.
  email: a.email ?? "",
  phonenumber: a.phone,
  userlogo: "",
});

export const presentLogin = (a: Account, sessionKey: string): z.infer<typeof loginWire> => ({
  ...presentUser(a),
  session_key: sessionKey,
});

export const presentProfile = (a: Account): z.infer<typeof profileWire> => ({
  fullname: a.fullName,
  phonenumber: a.phone,
  // The storefront's wire keeps a string: empty when the account has no email.
  email: a.email ?? "",
});
