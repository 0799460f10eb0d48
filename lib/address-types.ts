/** A saved address as the API returns it (docs/api.md). */
export interface AddressRow {
  id: number;
  fullname: string;
  email: string;
  mobile: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  pincode: string;
  landmark: string;
  is_primary: "1" | "0";
}
