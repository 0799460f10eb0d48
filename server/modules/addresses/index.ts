/** The saved addresses module's entry for the pages: what its changes say. */

export { presentAddress, wireAddress } from "./addresses.present";
export type { Address } from "./addresses.schema";
export { addresses } from "./addresses.schema";
export { type AddressesService, addressMessages } from "./addresses.service";
export { findPincode, type PincodePlace } from "./pincode-directory";
export {
  addressFormRules,
  fillFormFromPincode,
  fillFromPincode,
  pincodeStateMismatch,
  pincodeStateRule,
} from "./pincode-place";
