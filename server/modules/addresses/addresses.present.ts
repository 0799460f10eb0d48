import { z } from "zod";
import type { SavedAddress } from "../../../lib/address-types";

/** A saved address as docs/api.md describes it: the original client's names, primary as "1"/"0". */
export const wireAddress = z.strictObject({
  id: z.number().int(),
  fullname: z.string(),
  email: z.string(),
  mobile: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  pincode: z.string(),
  landmark: z.string(),
  is_primary: z.enum(["1", "0"]),
});

export const presentAddress = (a: SavedAddress): z.input<typeof wireAddress> => ({
  id: a.id,
  fullname: a.fullName,
  email: a.email,
  mobile: a.mobile,
  address1: a.address1,
  address2: a.address2,
  city: a.city,
  district: a.district,
  state: a.state,
  pincode: a.pincode,
  landmark: a.landmark,
  is_primary: a.isPrimary ? "1" : "0",
});
