/** The saved addresses module's entry for the pages: what its changes say. */

export { presentAddress, wireAddress } from "./addresses.present";
export { addresses } from "./addresses.schema";
export { addressMessages } from "./addresses.service";
