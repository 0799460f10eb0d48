import type { StaffLogin } from "./own-shop";

/** A member of the journeys' staff, signing in with the first name's address at the shop. */
const member = (name: string, role: StaffLogin["role"], password: string) =>
  ({ email: `${name.split(" ")[0].toLowerCase()}@haritha.example`, name, role, password }) as const;

// The staff the journeys sign in as; each file's own shop creates the ones it needs (ownShop).
export const ashaOwner = member("Asha Rao", "owner", "asha-owns-42");
export const ashaManager = member("Asha Menon", "manager", "asha-manages-7");
export const meeraManager = member("Meera Iyer", "manager", "meera-manages-7");
export const bikashPacker = member("Bikash Rai", "packer", "bikash-packs-3");
