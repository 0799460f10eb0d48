/**
 * A customer's saved delivery address. The API's shape of it (`fullname`, `is_primary` "1"/"0")
 * is made in server/modules/addresses/addresses.present.ts.
 */
export interface SavedAddress {
  id: number;
  fullName: string;
  email: string;
  mobile: string;
  address1: string;
  address2: string;
  city: string;
  /** Empty on an address saved before districts were asked. */
  district: string;
  state: string;
  pincode: string;
  landmark: string;
  isPrimary: boolean;
}
